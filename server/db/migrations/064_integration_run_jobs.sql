-- Integrations "run now" as a job (issue 17): an administrator's run of an integration is a job of
-- kind integration.run (server/jobs/kinds.ts); each attempt of it is one session, which names the
-- job so the session shows which job (and attempt) ran it and the job's log names the session.
alter table integration_sessions add column job_id uuid references jobs(id) on delete set null;
create index integration_sessions_job on integration_sessions (job_id) where job_id is not null;
