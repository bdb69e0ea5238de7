-- Messages from the contact form, newsletter subscriptions, and form rate limiting.
create table contact_messages (
  id bigserial primary key,
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  client_key text not null,
  created_at timestamptz not null default now()
);

create table newsletter_subscriptions (
  -- lower-cased, so one address is one subscription however it is typed
  email text primary key,
  created_at timestamptz not null default now(),
  last_requested_at timestamptz not null default now()
);

-- One row per counted request; shared by every API process, unlike an in-memory limiter.
create table rate_limit_hits (
  bucket text not null,
  at timestamptz not null default now()
);
create index rate_limit_hits_bucket_idx on rate_limit_hits (bucket, at);
