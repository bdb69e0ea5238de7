-- Jobs, the data version that lets API processes cache responses, and settings.
create extension if not exists pg_trgm;

create table jobs (
  -- stable, URL-safe, derived from source + external_id (src/server/jobs/job-id.ts)
  id text primary key,
  source text not null,
  external_id text not null,
  title text not null,
  company text not null default '',
  location text,
  salary text,
  employment_type text,
  description text not null default '',
  job_link text,
  apply_instructions text,
  requirements text,
  tags text[] not null default '{}',
  date_posted date,
  posted_at timestamptz not null,
  expiry_ts timestamptz,
  expiry_date date,
  -- end of the closing day in the site time zone (src/shared/deadline.ts); null = open until filled
  deadline timestamptz,
  is_demo boolean not null default false,
  withdrawn_at timestamptz,
  content_hash text not null,
  -- lower-cased title, company, location, description and tags, for substring search
  search_text text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (source, external_id)
);

create index jobs_newest_idx on jobs (posted_at desc, id desc);
create index jobs_deadline_idx on jobs (deadline);
create index jobs_search_trgm_idx on jobs using gin (search_text gin_trgm_ops);

-- Bumped by every write to jobs; API processes poll it to know when cached responses are stale.
create table data_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into data_version (id, version) values (true, 1);

create function bump_data_version() returns trigger language plpgsql as $$
begin
  update data_version set version = version + 1;
  return null;
end
$$;

create trigger jobs_bump_data_version
  after insert or update or delete or truncate on jobs
  for each statement execute function bump_data_version();

create table app_settings (
  key text primary key,
  value text not null
);

-- One row per source per ingest run (filled by the ingester; read by /api/health).
create table ingest_runs (
  id bigserial primary key,
  source text not null,
  started_at timestamptz not null,
  finished_at timestamptz,
  ok boolean not null default false,
  fetched integer not null default 0,
  inserted integer not null default 0,
  updated integer not null default 0,
  withdrawn integer not null default 0,
  error text,
  duration_ms integer
);
create index ingest_runs_source_idx on ingest_runs (source, started_at desc);
