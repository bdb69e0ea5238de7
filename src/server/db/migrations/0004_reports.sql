-- "Report this listing". No visible change follows a report; whoever runs the site
-- reads them with `npm run reports`.
create table job_reports (
  id bigserial primary key,
  job_id text not null,
  reason text not null,
  details text,
  -- a hash of the reporter's device id and address: one report per job per reporter
  reporter_key text not null,
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null default now(),
  unique (job_id, reporter_key)
);
create index job_reports_open_idx on job_reports (created_at) where status = 'open';
