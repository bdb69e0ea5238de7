-- Search runs on an index in memory (src/shared/search), built from the jobs themselves: the
-- lower-cased copy of each job's text and its trigram index served the old substring search only.
drop index if exists jobs_search_trgm_idx;
alter table jobs drop column if exists search_text;
