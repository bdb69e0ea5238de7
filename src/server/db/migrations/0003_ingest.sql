-- Ingestion: withdrawal after two complete listings without a job, the same job
-- from two sources stored once, and conditional GET state per source.

-- complete listings in a row that did not include the job; two withdraw it
alter table jobs add column missed_runs integer not null default 0;
-- lower-cased title, company and deadline day: the same posting seen through another source
alter table jobs add column fingerprint text not null default '';
create index jobs_fingerprint_idx on jobs (fingerprint) where withdrawn_at is null;
create index jobs_source_idx on jobs (source);

create table ingest_source_state (
  source text primary key,
  url text not null,
  etag text,
  last_modified text,
  updated_at timestamptz not null default now()
);

alter table ingest_runs add column complete boolean not null default false;
alter table ingest_runs add column duplicates integer not null default 0;
alter table ingest_runs add column warnings text[] not null default '{}';
