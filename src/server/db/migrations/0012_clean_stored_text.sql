-- Text stored before feeds and forms were cleaned on the way in (src/shared/control-characters.ts)
-- may hold C0 controls, DEL, C1 controls (U+009B is a terminal's CSI) or bidi controls
-- (U+202E reorders the text after it), which the app, the console and the commands then showed.
-- They are removed here from every text that came from a source or a stranger; tab, line feed
-- and carriage return are kept (line breaks belong to descriptions and messages). Only rows
-- that hold one are written, so a clean database costs one scan of each table.
create function pg_temp.clean_text(value text) returns text
language sql immutable
as $$
  select regexp_replace(value,
    '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]',
    '', 'g')
$$;

create function pg_temp.is_unclean(value text) returns boolean
language sql immutable
as $$
  select value ~
    '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
$$;

update jobs set
  title = pg_temp.clean_text(title),
  company = pg_temp.clean_text(company),
  location = pg_temp.clean_text(location),
  salary = pg_temp.clean_text(salary),
  employment_type = pg_temp.clean_text(employment_type),
  description = pg_temp.clean_text(description),
  job_link = pg_temp.clean_text(job_link),
  apply_instructions = pg_temp.clean_text(apply_instructions),
  requirements = pg_temp.clean_text(requirements),
  tags = array(select pg_temp.clean_text(tag) from unnest(tags) with ordinality as t (tag, n)
               order by n)
where pg_temp.is_unclean(
  concat_ws(' ', title, company, location, salary, employment_type, description, job_link,
    apply_instructions, requirements, array_to_string(tags, ' ')));

update job_reports set details = pg_temp.clean_text(details)
where pg_temp.is_unclean(details);

update contact_messages set
  name = pg_temp.clean_text(name),
  email = pg_temp.clean_text(email),
  subject = pg_temp.clean_text(subject),
  message = pg_temp.clean_text(message)
where pg_temp.is_unclean(concat_ws(' ', name, email, subject, message));

update job_alerts set q = pg_temp.clean_text(q) where pg_temp.is_unclean(q);
update push_alerts set q = pg_temp.clean_text(q) where pg_temp.is_unclean(q);

update ingest_runs set error = pg_temp.clean_text(error) where pg_temp.is_unclean(error);

drop function pg_temp.is_unclean(text);
drop function pg_temp.clean_text(text);
