-- The time journal's manual entries and the well's troubles (incidents) with their NPT (issue 15).
-- Times are epoch seconds, [start_s, end_s) as everywhere in the logs; depths in metres.

-- A manual entry or correction of the time journal: it wins the seconds it covers over the auto
-- entries folded from rig-state detection. `correction` marks one made by correcting an auto entry.
create table time_journal_entries (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  start_s bigint not null,
  end_s bigint not null,
  activity text not null,
  comment text not null default '',
  hole_from_m double precision,
  hole_to_m double precision,
  correction boolean not null default false,
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_s > start_s)
);
create index time_journal_entries_well on time_journal_entries (well_id, start_s);

-- Troubles: what went wrong and for how long. NPT is the sum of their durations.
create table incidents (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  type text not null,
  start_s bigint not null,
  end_s bigint not null,
  depth_m double precision,
  description text not null default '',
  -- 'demo' for the seeded troubles, 'user' for the ones people record.
  source text not null default 'user' check (source in ('user', 'demo')),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_s > start_s)
);
create index incidents_well on incidents (well_id, start_s);
