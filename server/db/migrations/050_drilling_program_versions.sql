-- Drilling program versions (issue 16, spec 7.8/7.9): every change of a program (PATCH) keeps the
-- version it replaces, as it was saved (name, status, design, ranges, notes), so an old version can be
-- listed and read back. The current version stays in drilling_programs.
create table drilling_program_versions (
  program_id uuid not null references drilling_programs(id) on delete cascade,
  version integer not null,
  snapshot jsonb not null,
  saved_by uuid references users(id) on delete set null,
  saved_at timestamptz not null default now(),
  primary key (program_id, version)
);
