-- SMS as sent through the provider interface (server/sms). The dummy provider, the development sink,
-- keeps every message here for Admin › dashboards › Dummy SMS and sends nothing.
create table sms_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  provider text not null,
  to_phone text not null,
  user_id uuid references users(id) on delete set null,
  body text not null,
  -- what sent it: {"kind": "alert", "alert_id": ...} or {"kind": "test", "by": user id}
  source jsonb not null default '{}'::jsonb
);
create index sms_messages_created on sms_messages (created_at desc, id desc);
