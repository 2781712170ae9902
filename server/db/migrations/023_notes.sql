-- Notes of a well (issue 18 part 4): user comments (ONLY_ME or EVERYONE), recommendations, hazards and
-- rig messages, each anchored at a time (epoch seconds), a depth (metres MD) or both, with a markdown
-- body that clients render through the safe renderer (never as HTML). Troubles stay in incidents (009).
create table well_notes (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  kind text not null check (kind in ('comment', 'recommendation', 'hazard', 'message')),
  at_s bigint,
  depth_m double precision,
  title text not null default '',
  body text not null default '',
  -- ONLY_ME: seen by its author alone, administrators included.
  visibility text not null default 'EVERYONE' check (visibility in ('ONLY_ME', 'EVERYONE')),
  -- Hazards only: low, medium, high.
  severity text check (severity in ('low', 'medium', 'high')),
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (visibility = 'EVERYONE' or kind = 'comment')
);
create index well_notes_time on well_notes (well_id, at_s);
create index well_notes_depth on well_notes (well_id, depth_m);

-- Template Notes: notes that belong to a dashboard template (a system template id or a user dashboard
-- id), shown on every well the template shows; the same sharing scopes as comments.
create table template_notes (
  id uuid primary key default gen_random_uuid(),
  template_key text not null,
  body text not null,
  visibility text not null default 'EVERYONE' check (visibility in ('ONLY_ME', 'EVERYONE')),
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index template_notes_key on template_notes (template_key, created_at);
