-- What the detail page of a job on an html source gave, with a hash of the card it was read
-- for: while the card on the listing stays the same, its page is not fetched again.

create table ingest_details (
  source text not null,
  external_id text not null,
  card_hash text not null,
  -- the fields the page gave (description, apply link, ...), as the adapter maps them
  fields jsonb not null,
  read_at timestamptz not null,
  primary key (source, external_id)
);
