-- What a user reaches moves auth_version too (issue 10: permissions resolved once per token version).
--
-- Migration 005 bumps users.auth_version when the user's own password, status, flags or global
-- permissions change. The roles a user holds on wells and projects, directly or through a group,
-- and the permissions those roles grant are the rest of what the user may do: they bump it as well,
-- so object permissions can be cached in-process under (user, auth_version) beside the global ones
-- and a change is seen by the very next request on every instance.
create function bump_auth_version(user_ids uuid[]) returns void language sql as $$
  update users set auth_version = auth_version + 1 where id = any(user_ids);
$$;

create function group_member_ids(group_ids uuid[]) returns uuid[] language sql stable as $$
  select coalesce(array_agg(distinct user_id), '{}') from user_group_members where group_id = any(group_ids);
$$;

-- A user's own role on a well or project, and a user joining or leaving a group.
create function user_row_bump_auth_version() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform bump_auth_version(array[new.user_id]);
  elsif tg_op = 'DELETE' then
    perform bump_auth_version(array[old.user_id]);
  else
    perform bump_auth_version(array[new.user_id, old.user_id]);
  end if;
  return null;
end $$;
create trigger user_roles_auth_version after insert or update or delete on user_roles
  for each row execute function user_row_bump_auth_version();
create trigger user_group_members_auth_version after insert or update or delete on user_group_members
  for each row execute function user_row_bump_auth_version();

-- A group's role on a well or project: every member of the group.
create function group_roles_bump_auth_version() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform bump_auth_version(group_member_ids(array[new.group_id]));
  elsif tg_op = 'DELETE' then
    perform bump_auth_version(group_member_ids(array[old.group_id]));
  else
    perform bump_auth_version(group_member_ids(array[new.group_id, old.group_id]));
  end if;
  return null;
end $$;
create trigger group_roles_auth_version after insert or update or delete on group_roles
  for each row execute function group_roles_bump_auth_version();

-- The permissions a role grants: everyone holding it, directly or through a group. (Deleting a role
-- deletes its user_roles and group_roles rows, whose triggers do the same.)
create function roles_bump_auth_version() returns trigger language plpgsql as $$
begin
  if new.permissions is distinct from old.permissions or new.object_type is distinct from old.object_type then
    perform bump_auth_version(array(select user_id from user_roles where role_id = new.id));
    perform bump_auth_version(group_member_ids(array(select group_id from group_roles where role_id = new.id)));
  end if;
  return null;
end $$;
create trigger roles_auth_version after update on roles
  for each row execute function roles_bump_auth_version();
