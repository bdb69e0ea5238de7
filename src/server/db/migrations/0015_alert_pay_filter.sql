-- The "Shows pay" filter (src/shared/job-facets/pay-values.ts) in an alert's search, as the list's
-- address and GET /api/jobs hold it: 'shown' for only the jobs that state their pay, null for
-- every job. Existing alerts had no such filter, so they stay null.
alter table job_alerts add column pay text check (pay in ('shown'));
alter table push_alerts add column pay text check (pay in ('shown'));
