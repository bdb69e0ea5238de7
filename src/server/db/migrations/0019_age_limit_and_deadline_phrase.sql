-- Jobs that give no closing date close in any case some days after they were posted (the
-- source's maxAgeDays, docs/decisions/053): each ingest run closes those past their limit.
-- aged_out_at: when it closed so; withdrawn_at is set with it (as filled_at does), so every list
-- query and its index read a job's state as before. A source listing the job again does not reopen
-- it unless its posted date moves or it gains a closing date.
alter table jobs add column aged_out_at timestamptz;
-- The words a deadline was read from when a source gave it as text ("Closing date: Friday,
-- 14 March"), one line of at most ~120 characters; null when the source gave it as data or gave
-- none. For the operators' console only: the public API does not serve it.
alter table jobs add column deadline_phrase text;
-- The run's sweep looks only at open jobs without a deadline.
create index jobs_age_limit_idx on jobs (source, posted_at)
  where withdrawn_at is null and deadline is null;
