-- Geoprognosis per well (issue 16, well information): pore pressure, fracture gradient and planned
-- mud weight against TVD, and formation temperature against TVD. Pressures are stored as equivalent
-- mud weights (specific gravity, the density whose column exerts that pressure at that TVD); the API
-- and screens convert to ppg, MPa or psi. Each table is replaced whole when a user saves it.
create table well_pressure_points (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  tvd_m double precision not null check (tvd_m >= 0 and tvd_m <= 15000),
  pore_sg double precision check (pore_sg > 0.5 and pore_sg < 3.5),
  frac_sg double precision check (frac_sg > 0.5 and frac_sg < 3.5),
  mud_sg double precision check (mud_sg > 0.5 and mud_sg < 3.5),
  formation text,
  source text not null default 'prognosis' check (source in ('prognosis', 'measured', 'demo')),
  updated_at timestamptz not null default now(),
  unique (well_id, tvd_m)
);

create table well_temperature_points (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  tvd_m double precision not null check (tvd_m >= 0 and tvd_m <= 15000),
  temp_c double precision not null check (temp_c > -60 and temp_c < 400),
  source text not null default 'prognosis' check (source in ('prognosis', 'measured', 'demo')),
  updated_at timestamptz not null default now(),
  unique (well_id, tvd_m)
);
