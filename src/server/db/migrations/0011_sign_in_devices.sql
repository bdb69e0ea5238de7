-- Sign-in throttling with device cookies (docs/decisions/034).

-- Browsers an operator has signed in from. A sign-in carrying one of their cookies, for the
-- account it names, is counted against that device alone. As with sessions, only a hash of the
-- cookie's secret is kept. Rows are replaced at each sign-in and purged when they expire.
create table operator_devices (
  id text primary key,
  secret_hash text not null,
  operator_id bigint not null references operators (id) on delete cascade,
  created_at timestamptz not null
);
create index operator_devices_operator_idx on operator_devices (operator_id);

-- Sign-in tries are now counted before the password is checked, in rate_limit_hits (buckets
-- "sign-in:account:...", "sign-in:address:...", "sign-in:device:..."), by the forms' limiter.
drop table sign_in_failures;
