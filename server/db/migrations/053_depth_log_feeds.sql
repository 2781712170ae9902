-- Issue 22: a WITSML 1.4.1.1 log source whose log is depth-indexed appends to the well's depth logs
-- (one row per channel, like the simulator's). The row records the source it grows from, so the
-- source resumes from its deepest point after a restart and is never confused with an import's run.
alter table depth_logs add column data_source_id uuid references well_data_sources(id) on delete set null;
create index depth_logs_data_source on depth_logs (data_source_id) where data_source_id is not null;
