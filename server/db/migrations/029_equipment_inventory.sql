-- Equipment (issue 16): the tool catalogue, the yards, the serialised components of the rig
-- inventory and the shipments that move them between yards and rigs (data-widgets-calls 3.7, 7.9).
-- BHA and casing assemblies are another migration's; they may refer to these tables, never the reverse.

-- A tool model: its type (src/domain/equipment/inventory/tool-types.ts), dimensions in SI units and,
-- where the type has them, its connections and ratings. A bit has no bore (id_mm null).
create table tool_catalog (
  id uuid primary key default gen_random_uuid(),
  tool_type text not null,
  name text not null,
  manufacturer text not null default '',
  od_mm double precision not null check (od_mm > 0 and od_mm <= 1500),
  id_mm double precision check (id_mm is null or id_mm >= 0),
  length_m double precision not null check (length_m > 0 and length_m <= 50),
  weight_kg double precision not null check (weight_kg > 0),
  top_connection text,
  bottom_connection text,
  max_torque_knm double precision check (max_torque_knm is null or max_torque_knm > 0),
  max_flow_lpm double precision check (max_flow_lpm is null or max_flow_lpm > 0),
  notes text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (id_mm is null or id_mm < od_mm)
);
create unique index tool_catalog_type_name on tool_catalog (tool_type, lower(name));

-- A yard (base, warehouse) tools wait and are repaired at between jobs.
create table equipment_yards (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  location text not null default '',
  created_at timestamptz not null default now()
);
create unique index equipment_yards_name on equipment_yards (lower(name));

-- One serialised component of a catalogue model and where it is: on a rig (on the rack or in the
-- hole), at a yard (in stock or under repair) or on the road (on a dispatched shipment, at neither).
create table rig_components (
  id uuid primary key default gen_random_uuid(),
  catalog_id uuid not null references tool_catalog(id) on delete restrict,
  serial_number text not null,
  status text not null check (status in ('on_rig', 'in_hole', 'in_yard', 'in_transit', 'repair')),
  rig_id uuid references rigs(id) on delete restrict,
  yard_id uuid references equipment_yards(id) on delete restrict,
  -- Hours below the rotary while drilling, and while circulating (pumps on, drilling or not).
  hours_drilling double precision not null default 0 check (hours_drilling >= 0),
  hours_circulating double precision not null default 0 check (hours_circulating >= 0),
  last_inspection date,
  notes text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (
    (status in ('on_rig', 'in_hole') and rig_id is not null and yard_id is null)
    or (status in ('in_yard', 'repair') and yard_id is not null and rig_id is null)
    or (status = 'in_transit' and rig_id is null and yard_id is null)
  )
);
create unique index rig_components_serial on rig_components (lower(serial_number));
create index rig_components_rig on rig_components (rig_id);
create index rig_components_catalog on rig_components (catalog_id);

-- A shipment between a yard and a rig (or two of either): planned, in transit (dispatched), delivered.
-- Dates of dispatch and delivery are epoch seconds, as the API's.
create table shipments (
  id uuid primary key default gen_random_uuid(),
  number serial not null unique,
  from_rig_id uuid references rigs(id) on delete restrict,
  from_yard_id uuid references equipment_yards(id) on delete restrict,
  to_rig_id uuid references rigs(id) on delete restrict,
  to_yard_id uuid references equipment_yards(id) on delete restrict,
  state text not null default 'planned' check (state in ('planned', 'in_transit', 'delivered')),
  planned_date date not null,
  shipped_at bigint,
  delivered_at bigint,
  carrier text not null default '',
  notes text not null default '',
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (num_nonnulls(from_rig_id, from_yard_id) = 1),
  check (num_nonnulls(to_rig_id, to_yard_id) = 1),
  check ((state = 'planned') = (shipped_at is null)),
  check ((state = 'delivered') = (delivered_at is not null))
);
create index shipments_from_rig on shipments (from_rig_id);
create index shipments_to_rig on shipments (to_rig_id);

-- The components a shipment carries; a delivered shipment keeps its list as the record of the move.
create table shipment_items (
  shipment_id uuid not null references shipments(id) on delete cascade,
  component_id uuid not null references rig_components(id) on delete restrict,
  primary key (shipment_id, component_id)
);
create index shipment_items_component on shipment_items (component_id);
