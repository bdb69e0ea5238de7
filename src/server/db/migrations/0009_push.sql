-- Web Push: job alerts and saved-job deadline reminders on the phone, with the app closed. No
-- account: a browser's push subscription (its endpoint and keys) is the only thing that names a
-- reader, and whoever holds the endpoint may change or end what is sent to it.

create table push_subscriptions (
  id bigserial primary key,
  -- the push service's URL for this browser: unguessable, and rotated by browsers now and then
  endpoint text not null unique,
  -- the browser's keys the payload is encrypted for (RFC 8291), base64url
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null,
  -- the last time the app sent this subscription, or a push to it was accepted
  last_ok_at timestamptz,
  -- the jobs saved on that device, for their deadline reminders (nothing else of them is kept)
  saved_job_ids text[] not null default '{}',
  -- the reminders pushed already (`${jobId}:${kind}`, src/shared/saved-reminders.ts): each once
  sent_reminder_keys text[] not null default '{}'
);

-- Like job_alerts (0008), for one subscription instead of an email address. No confirmation:
-- the browser's own permission prompt is the opt-in, and only the subscription's holder can
-- create one.
create table push_alerts (
  id bigserial primary key,
  subscription_id bigint not null references push_subscriptions (id) on delete cascade,
  q text,
  location text[] not null default '{}',
  category text[] not null default '{}',
  type text[] not null default '{}',
  frequency text not null check (frequency in ('daily', 'weekly')),
  created_at timestamptz not null,
  -- the highest jobs.seq a push of this alert has covered; null before the first
  last_seq bigint,
  last_push_at timestamptz,
  ended_at timestamptz
);
create index push_alerts_live_idx on push_alerts (frequency, last_push_at) where ended_at is null;
create index push_alerts_subscription_idx on push_alerts (subscription_id);

-- Every job a push alert has announced: a job is never in two of its notifications.
create table push_alert_sent_jobs (
  alert_id bigint not null references push_alerts (id) on delete cascade,
  job_id text not null,
  primary key (alert_id, job_id)
);

-- One row per push attempted, for /api/health's counts over the last day; rows older than a
-- week are deleted by the sending run.
create table push_results (
  id bigserial primary key,
  at timestamptz not null,
  kind text not null check (kind in ('alert', 'reminder')),
  ok boolean not null,
  -- the push service's HTTP status; null when it could not be reached
  status integer
);
create index push_results_at_idx on push_results (at);
