-- Daily mud reports and the mud program (issue 15). A mud report is the mud engineer's check of one
-- reporting day (report_date: the day in the well's zone and day shift, spec 9.7) at at_s (epoch
-- seconds), with the hole and bit depth of that time (metres MD), the section, the mud type and its
-- properties in the units mud checks are written in (density kg/m³; funnel viscosity s/qt; PV cP;
-- YP and gels lbf/100 ft²; fluid loss mL/30 min, API for WBM and HTHP for OBM; electrical stability V
-- for OBM, pH for WBM; chlorides mg/L of the water phase; pit volume m³) and the products used that
-- day (json lines: name, unit, quantity, unit_cost, cost; booked to the MUD cost code).
create table mud_reports (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  report_date date not null,
  at_s bigint not null,
  section text not null,
  hole_depth_m double precision,
  bit_depth_m double precision,
  mud_type text not null check (mud_type in ('WBM', 'OBM')),
  density_kg_m3 double precision not null,
  funnel_viscosity_s double precision,
  pv_cp double precision,
  yp_lbf_100ft2 double precision,
  gel_10s_lbf_100ft2 double precision,
  gel_10m_lbf_100ft2 double precision,
  fluid_loss_ml double precision,
  ph double precision,
  es_v double precision,
  solids_pct double precision,
  oil_pct double precision,
  chlorides_mg_l double precision,
  pit_volume_m3 double precision,
  products jsonb not null default '[]',
  comment text not null default '',
  source text not null default 'user' check (source in ('user', 'demo')),
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (well_id, report_date)
);
create index mud_reports_time on mud_reports (well_id, at_s);

-- The planned mud program of a well: per hole section its depths, bit size, mud type and mud weight window.
create table mud_program_sections (
  well_id uuid not null references wells(id) on delete cascade,
  section text not null,
  name text not null,
  from_m double precision not null,
  to_m double precision not null,
  hole_size_in double precision not null,
  mud_type text not null check (mud_type in ('WBM', 'OBM')),
  density_min_kg_m3 double precision not null,
  density_max_kg_m3 double precision not null,
  primary key (well_id, section)
);
