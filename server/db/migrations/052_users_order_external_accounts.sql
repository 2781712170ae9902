-- Admin › Users lists users by name a page at a time (GET /api/admin/users, ordered by name then id):
-- with this index a page, even deep in 10,000 users, is read in order instead of sorting the table.
create index users_name_id on users (name, id);

-- A user's account at an external provider (data-widgets-calls 7.3 "external_accounts"): who the user
-- is at an SSO, survey or interpretation provider, so its data and sign-ins are matched to them. One
-- account per user and provider; an account name at a provider belongs to one user. No secrets here.
create table external_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  provider_id uuid not null references external_providers(id) on delete cascade,
  external_id text not null,
  enabled boolean not null default true,
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index external_accounts_user_provider on external_accounts (user_id, provider_id);
create unique index external_accounts_provider_external_id on external_accounts (provider_id, lower(external_id));
