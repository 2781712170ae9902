-- Administration (issue 17): bids, system settings and external providers.

-- A bid: a services company's price list for the items its field tickets are written against
-- (data-widgets-calls 3.9, 7.12 "bid items"), valid over a period. One name per company.
create table bids (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies(id) on delete cascade,
  name text not null,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  -- Inclusive dates; valid_to null: open-ended.
  valid_from date not null,
  valid_to date,
  status text not null default 'draft' check (status in ('draft', 'active', 'expired')),
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (valid_to is null or valid_to >= valid_from)
);
create unique index bids_company_name on bids (company_id, lower(name));

-- One priced item of a bid: a code unique within the bid, the unit it is sold by and its unit price
-- in the bid's currency; cost_code ties it to the cost breakdown (011).
create table bid_items (
  id uuid primary key default gen_random_uuid(),
  bid_id uuid not null references bids(id) on delete cascade,
  code text not null,
  description text not null,
  unit text not null,
  unit_price double precision not null check (unit_price >= 0),
  cost_code text references cost_codes(code) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index bid_items_bid_code on bid_items (bid_id, lower(code));

-- Platform settings a superadmin changes at run time (app-shell 1 "Configuration can ..."): a row
-- overrides the environment's default for its key; no row, the environment's value applies.
create table system_settings (
  key text primary key,
  value jsonb not null,
  updated_by uuid references users(id) on delete set null,
  updated_at timestamptz not null default now()
);

-- External providers (app-shell 6, data-widgets-calls 7.3): single sign-on, survey and
-- interpretation providers, with the result of the last connection check.
create table external_providers (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('sso', 'survey', 'interpretation')),
  name text not null,
  url text not null,
  enabled boolean not null default true,
  description text not null default '',
  last_check_at timestamptz,
  last_check_ok boolean,
  last_check_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index external_providers_kind_name on external_providers (kind, lower(name));
