-- Employer pages (/employers/<slug>, docs/decisions/050): each job's organisation as a slug
-- (src/shared/employer-slug.ts), so an organisation's jobs are one indexed lookup rather than a
-- scan of every job's company. The upsert writes it for new and changed rows; rows stored before
-- (and rows slugged by older rules, employer_slug_version) are slugged in the background by the
-- process that ingests (server/employers/reslug-jobs.ts). Null: not slugged yet, or a name with
-- nothing to make a slug of.
alter table jobs add column employer_slug text;
alter table jobs add column employer_slug_version integer not null default -1;
create index jobs_employer_slug_idx on jobs (employer_slug, posted_at desc);
create index jobs_employer_slug_version_idx on jobs (employer_slug_version);
