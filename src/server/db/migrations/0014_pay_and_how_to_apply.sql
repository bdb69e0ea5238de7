-- Pay and how to apply as data (src/shared/job-fields.ts: `pay`, `how_to_apply`), read out of
-- each advert when it is stored new or changed (src/server/jobs/read-advert.ts).
-- source_pay: the pay a source gave as data (JSON-LD baseSalary, Lever's salary range), kept so
-- that a re-reading under new rules starts from it rather than from its flattened text.
-- advert_reading_version: the rules version the two were read by; rows read by older rules (and
-- every row stored before this column) are read again in the background.
alter table jobs add column source_pay jsonb;
alter table jobs add column pay jsonb;
alter table jobs add column how_to_apply jsonb;
alter table jobs add column advert_reading_version integer not null default -1;
create index jobs_advert_reading_idx on jobs (advert_reading_version);
