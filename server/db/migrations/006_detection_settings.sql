-- Rig-state detection per well (issue 12): what the well configuration overrides, and what detection
-- said about the seconds it labelled.

-- Overrides of the rig parameters detection otherwise estimates from the data; null: use the estimate.
create table well_detection_settings (
  well_id uuid primary key references wells(id) on delete cascade,
  -- Travelling equipment (block + top drive) as the hook load reads it, t (0 for a tared hook load).
  block_weight_t double precision check (block_weight_t between 0 and 150),
  -- Hook load below this is in slips, t.
  slips_below_t double precision check (slips_below_t between 0.5 and 200),
  -- Hole depth - bit depth below this is on bottom, m.
  on_bottom_m double precision check (on_bottom_m between 0.05 and 5),
  updated_at timestamptz not null default now(),
  updated_by uuid references users(id) on delete set null,
  check (block_weight_t is null or slips_below_t is null or slips_below_t > block_weight_t)
);

-- Detection notes over the seconds they concern: an input missing, an estimate failed or in doubt,
-- sparse readings, gaps, heave. The same note from consecutive runs is one row over their span.
create table log_detection_notes (
  well_id uuid not null references wells(id) on delete cascade,
  code text not null,
  -- The input (channel id) or the estimate (blockWeightT, sampling) the note is about.
  subject text not null,
  from_s bigint not null,
  -- Exclusive.
  to_s bigint not null,
  message text not null,
  -- What detection assumed or did instead; null for a doubt only.
  assumed text,
  primary key (well_id, code, subject, from_s)
);
create index log_detection_notes_span on log_detection_notes (well_id, to_s);

-- The parameters (with their sources) the latest recalculation used, for wells no live pipeline
-- runs on (imported data); a live well's are in pipeline_state.
alter table log_well_state add column detection_parameters jsonb;
