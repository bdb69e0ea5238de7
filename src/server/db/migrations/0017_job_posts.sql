-- Jobs employers post on the site themselves (/post-a-job), without an account.
-- A post becomes a row of `jobs` (source 'employer', external_id = the post's id) once it is live:
-- confirmed from its work email and either verified or approved by an operator.
-- posted_by: { verified, domain, website } for a post, null for jobs read from sources.
-- filled_at: the employer marked the job filled; it closes at once (withdrawn_at is set with it).
alter table jobs add column posted_by jsonb;
alter table jobs add column filled_at timestamptz;

create table job_posts (
  id text primary key,
  -- unconfirmed: sent, waiting for the work email's confirmation; review: confirmed, held for an
  -- operator; live: its job row is on the site; rejected: an operator refused it (reason kept)
  status text not null check (status in ('unconfirmed', 'review', 'live', 'rejected')),
  -- the post as checked (schemas/job-post.ts, without the work email and bot token)
  post jsonb not null,
  -- an edit of a live post that the checks hold: the live version stays until it is approved
  pending_post jsonb,
  work_email text not null,
  email_domain text not null,
  verified boolean not null,
  -- why an operator must look: scam-rules, impersonation, agency-licence, unverified
  holds text[] not null default '{}',
  -- the holds' reasons in plain words, as the employer and the operator are shown them
  reasons text[] not null default '{}',
  reject_reason text,
  job_id text,
  created_at timestamptz not null,
  confirmed_at timestamptz,
  live_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by text,
  reminder_sent_at timestamptz,
  updated_at timestamptz not null
);
create index job_posts_status_idx on job_posts (status, created_at);
create index job_posts_email_idx on job_posts (work_email, created_at);

-- The private links' tokens, stored hashed (sha-256): confirm (one use) and manage (until revoked).
create table job_post_tokens (
  token_hash text primary key,
  post_id text not null references job_posts (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'manage')),
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index job_post_tokens_post_idx on job_post_tokens (post_id);

-- The emails about a post go through the outbox like alert email (no alert: alert_id is null).
alter table mail_outbox drop constraint mail_outbox_kind_check;
alter table mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('alert-confirm', 'alert-digest', 'job-post'));
-- The closing-date reminder looks for live posts closing soon that have not had theirs.
create index job_posts_reminder_idx on job_posts (status) where reminder_sent_at is null;
