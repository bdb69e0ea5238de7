-- "Send to the JobsZW team" on the advert check: a forwarded advert a reader chose to send, with
-- the answer they were shown. Nothing of a check is stored otherwise. One row per reader and
-- text; the console groups rows by text, so an advert many readers send shows once, with its
-- count.
create table advert_reports (
  id bigserial primary key,
  -- sha-256 of the text as stored (base64url): the grouping and the one-per-reader key
  text_hash text not null,
  text text not null,
  verdict text not null check (verdict in ('matches', 'caution', 'unknown')),
  note text,
  -- a hash of the reader's device id and address, as job_reports.reporter_key
  reporter_key text not null,
  -- open: waiting for an operator; dismissed: nothing to do; actioned: the team acted on it
  status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
  created_at timestamptz not null,
  closed_at timestamptz,
  unique (text_hash, reporter_key)
);
create index advert_reports_open_idx on advert_reports (text_hash, created_at) where status = 'open';
