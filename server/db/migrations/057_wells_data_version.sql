-- What a listed well shows moves one version (issue 10: GET /api/wells at 50 connections).
--
-- The wells list keeps its finished answers in-process under (this version, the caller's visibility:
-- admin, or user id and auth_version, the query). Every statement that writes a column the list shows
-- (the well itself, its company's and project's names, its rigs) bumps the version inside its own
-- transaction, so the next request on any instance reads the new version and computes afresh; the
-- roles that decide visibility move auth_version (migrations 005 and 008). Writes to these tables
-- are rare (an administrator's edit, a seed): one row to update per statement is nothing to them.
create table data_versions (
  name text primary key,
  version bigint not null default 0
);
insert into data_versions (name) values ('wells');

create function bump_wells_data_version() returns trigger language plpgsql as $$
begin
  update data_versions set version = version + 1 where name = 'wells';
  return null;
end $$;

create trigger wells_data_version after insert or update or delete or truncate on wells
  for each statement execute function bump_wells_data_version();
create trigger companies_wells_data_version after insert or update or delete or truncate on companies
  for each statement execute function bump_wells_data_version();
create trigger projects_wells_data_version after insert or update or delete or truncate on projects
  for each statement execute function bump_wells_data_version();
create trigger rigs_wells_data_version after insert or update or delete or truncate on rigs
  for each statement execute function bump_wells_data_version();
create trigger well_rigs_wells_data_version after insert or update or delete or truncate on well_rigs
  for each statement execute function bump_wells_data_version();
