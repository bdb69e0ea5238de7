-- data_version is bumped only by statements that changed rows of jobs. The statement triggers of
-- 0001 fired on every statement, so an ingest that found nothing new (an upsert whose rows were
-- all unchanged, a withdrawal sweep that withdrew nothing) still emptied every API process's cache.
-- A transition table holds the rows a statement actually wrote. A trigger that has one may have
-- only one event, hence a trigger per event.
create function bump_data_version_if_changed() returns trigger language plpgsql as $$
begin
  if exists (select from changed_rows) then
    update data_version set version = version + 1;
  end if;
  return null;
end
$$;

drop trigger jobs_bump_data_version on jobs;

create trigger jobs_bump_data_version_on_insert
  after insert on jobs referencing new table as changed_rows
  for each statement execute function bump_data_version_if_changed();
create trigger jobs_bump_data_version_on_update
  after update on jobs referencing new table as changed_rows
  for each statement execute function bump_data_version_if_changed();
create trigger jobs_bump_data_version_on_delete
  after delete on jobs referencing old table as changed_rows
  for each statement execute function bump_data_version_if_changed();
-- truncate has no transition table; it is rare, so it bumps the version every time
create trigger jobs_bump_data_version_on_truncate
  after truncate on jobs
  for each statement execute function bump_data_version();

-- An unchanged job is no longer rewritten by each ingest, so this is when a listing last wrote the
-- row (first seen, changed or listed again after a miss), not when it was last listed: a job with
-- missed_runs = 0 was in its source's last complete listing (ingest_runs).
comment on column jobs.last_seen_at is
  'when a listing last wrote this row; missed_runs = 0 means the last complete listing had it';
