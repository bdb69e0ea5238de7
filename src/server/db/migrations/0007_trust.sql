-- Trust: operators who sign in to the console, their sessions, failed sign-ins (throttling),
-- listings an operator hid, the scam signals of each listing, and the audit log of what operators did.

create table operators (
  id bigserial primary key,
  -- lower-cased, so one address is one operator however it is typed
  email text not null unique,
  -- scrypt, with its parameters, in one string (src/server/trust/operators/password-hash.ts)
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The cookie holds "<id>.<secret>"; only a hash of the secret is kept, so a copy of this table
-- cannot be used to sign in. Rows go at sign-out, at a password reset and when they time out.
create table operator_sessions (
  id text primary key,
  secret_hash text not null,
  operator_id bigint not null references operators (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index operator_sessions_operator_idx on operator_sessions (operator_id);

-- One row per failed sign-in, per account and per address (bucket), shared by every web process.
create table sign_in_failures (
  bucket text not null,
  at timestamptz not null
);
create index sign_in_failures_bucket_idx on sign_in_failures (bucket, at);

-- A listing an operator took down: out of every list, search, count and the sitemap; its page
-- answers 410. Ingestion never clears these (the upsert does not touch them).
alter table jobs add column hidden_at timestamptz;
alter table jobs add column hidden_reason text;

-- What the scam rules (src/server/trust/scam-signals) found in the listing's current text:
-- [{ "rule": id, "excerpt": text }], their summed weight, and the warning readers are shown
-- (null below the threshold). Rescored when the text or the rules change (scam_rules_version).
alter table jobs add column scam_signals jsonb not null default '[]';
alter table jobs add column scam_score integer not null default 0;
alter table jobs add column caution text;
alter table jobs add column scam_rules_version integer not null default 0;
-- An operator looked and found the listing honest: no warning, out of the flagged queue, until
-- its text changes.
alter table jobs add column flag_cleared_at timestamptz;
create index jobs_flagged_idx on jobs (scam_score desc)
  where caution is not null and flag_cleared_at is null and hidden_at is null;

-- 'dismissed' (an operator found nothing wrong) and 'actioned' (the listing was hidden) close a
-- report; 'closed' is what reports closed before the console were.
alter table job_reports drop constraint job_reports_status_check;
alter table job_reports add constraint job_reports_status_check
  check (status in ('open', 'closed', 'dismissed', 'actioned'));
alter table job_reports add column closed_at timestamptz;

-- Who did what, when and why. Rows are only ever added, in the transaction of the change.
create table operator_audit (
  id bigserial primary key,
  at timestamptz not null,
  -- the operator's email at the time, or 'command line' for npm run operator
  actor text not null,
  action text not null,
  job_id text,
  reason text not null default '',
  detail jsonb not null default '{}'
);
create index operator_audit_at_idx on operator_audit (at desc, id desc);
create index operator_audit_job_idx on operator_audit (job_id, at desc) where job_id is not null;
