-- Detail pages that failed are asked again after a back-off, not every run (docs/decisions/055):
-- how many times in a row the page failed, the page that failed (a new link is tried at once),
-- and when it may be asked again. A row may hold only a failure: card_hash is then '' (no card
-- was read with its page) and fields is {}.
alter table ingest_details add column failures integer not null default 0;
alter table ingest_details add column failed_url text;
alter table ingest_details add column retry_at timestamptz;
