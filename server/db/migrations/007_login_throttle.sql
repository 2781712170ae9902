-- Sign-in throttling counters shared by the instances on one database (issue 11): per address, per
-- account, per address and account, and overall, in fixed one-minute windows. Keys are SHA-256
-- digests (no e-mail or IP address is stored). Only PostgreSQL deployments write here; the embedded
-- database has one server process and counts in memory.
create table login_throttle (
  key text primary key,
  window_start_ms bigint not null,
  count integer not null
);
