-- Field tickets (issue 15; data-widgets-calls 3.9, 7.12): a services company's daily charge sheet
-- on a well, written against one of its bids. Each line is a bid item with a quantity; the unit price
-- is the bid item's at the time the line was written (a later bid price change does not rewrite an
-- approved ticket). Status: draft -> submitted -> approved | rejected, with who decided and when.
create table field_tickets (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  ticket_date date not null,
  bid_id uuid not null references bids(id) on delete restrict,
  number text not null,
  status text not null default 'draft' check (status in ('draft', 'submitted', 'approved', 'rejected')),
  comment text not null default '',
  decided_by uuid references users(id) on delete set null,
  decided_at timestamptz,
  source text not null default 'user' check (source in ('user', 'demo')),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index field_tickets_well_number on field_tickets (well_id, lower(number));
create index field_tickets_well_date on field_tickets (well_id, ticket_date);

create table field_ticket_lines (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references field_tickets(id) on delete cascade,
  position int not null,
  bid_item_id uuid references bid_items(id) on delete set null,
  code text not null,
  description text not null,
  unit text not null,
  cost_code text,
  quantity double precision not null check (quantity >= 0),
  unit_price double precision not null check (unit_price >= 0)
);
create index field_ticket_lines_ticket on field_ticket_lines (ticket_id, position);
