-- Production (issue 19): a producing well's daily volumes, its events and its lease operating cost
-- rates. production_daily: one row per reporting day (the well's day shift in its zone), hours on
-- production, oil, gas and water volumes of the day (m³ at standard conditions) and the tubing and
-- casing pressures (MPa). A reporting day is 23 to 25 h long where the clocks change. production_events: what happened to the well (shut-in, workover, artificial
-- lift change with the lift installed, well test) over [start_s, end_s), with its cost (workovers).
-- production_wells: the lift in place at first production and the LOE rates (jsonb, USD):
-- {lift_usd_d: {flowing, gas_lift, rod_pump, esp}, power_usd_d: {...}, chemicals_usd_bbl, water_disposal_usd_bbl,
-- oil_price_usd_bbl, nri}.
create table production_wells (
  well_id uuid primary key references wells(id) on delete cascade,
  first_day date not null,
  initial_lift text not null check (initial_lift in ('flowing', 'gas_lift', 'rod_pump', 'esp')),
  rates jsonb not null,
  updated_at timestamptz not null default now()
);

create table production_daily (
  well_id uuid not null references wells(id) on delete cascade,
  day date not null,
  hours_on double precision not null check (hours_on >= 0 and hours_on <= 25),
  oil_m3 double precision not null check (oil_m3 >= 0),
  gas_m3 double precision not null check (gas_m3 >= 0),
  water_m3 double precision not null check (water_m3 >= 0),
  tubing_mpa double precision,
  casing_mpa double precision,
  source text not null default 'user' check (source in ('user', 'demo')),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (well_id, day)
);

create table production_events (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  kind text not null check (kind in ('SHUT_IN', 'WORKOVER', 'LIFT_CHANGE', 'WELL_TEST')),
  start_s bigint not null,
  end_s bigint not null check (end_s > start_s),
  lift text check (lift in ('flowing', 'gas_lift', 'rod_pump', 'esp')),
  cost_usd double precision not null default 0 check (cost_usd >= 0),
  comment text not null default '',
  source text not null default 'user' check (source in ('user', 'demo'))
);
create index production_events_well on production_events (well_id, start_s);
