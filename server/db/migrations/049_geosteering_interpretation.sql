-- Geosteering interpretation of a well (issue 15, spec 7.7 interpretation_points, target_window_points,
-- target_line_points): the geologist's picks of the target formation's top and bottom (TVD, metres)
-- against MD along the lateral, and the target line (the TVD to steer at) with its window above and
-- below it. Each list is replaced whole when a user saves the interpretation.
create table geosteering_interpretation_points (
  well_id uuid not null references wells(id) on delete cascade,
  md_m double precision not null check (md_m >= 0 and md_m <= 20000),
  top_tvd_m double precision not null check (top_tvd_m >= 0 and top_tvd_m <= 15000),
  bottom_tvd_m double precision not null check (bottom_tvd_m >= 0 and bottom_tvd_m <= 15000),
  primary key (well_id, md_m)
);

create table geosteering_target_line_points (
  well_id uuid not null references wells(id) on delete cascade,
  md_m double precision not null check (md_m >= 0 and md_m <= 20000),
  tvd_m double precision not null check (tvd_m >= 0 and tvd_m <= 15000),
  window_above_m double precision not null check (window_above_m >= 0 and window_above_m <= 500),
  window_below_m double precision not null check (window_below_m >= 0 and window_below_m <= 500),
  primary key (well_id, md_m)
);
