-- Sessions end with their reasons (issue 11).
--
-- auth_version: bumped whenever what the user may do changes (password, status, admin flags, global
-- permissions). The per-request auth query reads it, so permissions cached in-process under
-- (user, auth_version) are dropped on every instance the moment it changes.
alter table users add column auth_version integer not null default 0;

-- An impersonation session lives only as long as the impersonator's own session: signing out of it,
-- or its revocation, ends the impersonation too (checked on every request, and by the cascade here).
alter table sessions add column impersonator_session_id uuid references sessions(id) on delete cascade;
create index sessions_user on sessions (user_id) where revoked_at is null;
create index sessions_impersonated_by on sessions (impersonated_by) where revoked_at is null;

-- Both actors in every audit row: actor_id is the user the request ran as; impersonator_id is the
-- admin behind it when the session was an impersonation.
alter table audit_log add column impersonator_id uuid;
create index audit_log_impersonator on audit_log (impersonator_id) where impersonator_id is not null;

-- The version moves with the data, whatever code path (route, CLI, seed, test) changes it.
create function users_bump_auth_version() returns trigger language plpgsql as $$
begin
  if new.password_hash is distinct from old.password_hash
     or new.status is distinct from old.status
     or new.is_admin is distinct from old.is_admin
     or new.is_superadmin is distinct from old.is_superadmin
     or new.company_id is distinct from old.company_id then
    new.auth_version := old.auth_version + 1;
  end if;
  return new;
end $$;
create trigger users_auth_version before update on users
  for each row execute function users_bump_auth_version();

create function global_permissions_bump_auth_version() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update users set auth_version = auth_version + 1 where id = new.user_id;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update users set auth_version = auth_version + 1 where id = old.user_id;
  end if;
  return null;
end $$;
create trigger user_global_permissions_auth_version after insert or update or delete on user_global_permissions
  for each row execute function global_permissions_bump_auth_version();
