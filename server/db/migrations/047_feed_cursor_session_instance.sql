-- Issues 17 and 22 follow-up.
-- 1. A message source's read position: the greatest commonData/dTimLastChange (else dTim) it has taken.
--    Its next poll asks the store only for messages changed after it (WITSML 1.4: a query's
--    dTimLastChange selects values greater than it), so a poll no longer re-reads every message.
alter table well_data_source_state add column read_after text;
-- 2. The instance recording an integration session: a running session whose instance no longer
--    holds its data source's lease (a crash, a restart, a takeover) is closed as failed and stale.
alter table integration_sessions add column instance text;
