-- Saved multi-well comparisons (spec 7.6 reports/mw_templates, issue 20): a user's named set of wells,
-- how the comparison groups them (well, rig, section, crew) and which KPIs it shows. Owned by the user;
-- names are unique per user whatever their case. Wells are ids checked on save (a well deleted later
-- is reported when the template is opened, not silently dropped).
create table mw_templates (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users(id) on delete cascade,
  name text not null,
  well_ids jsonb not null default '[]',
  group_by text not null default 'well' check (group_by in ('well', 'rig', 'section', 'crew')),
  kpis jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index mw_templates_owner_name on mw_templates (owner_id, lower(name));
