-- Issue 22 follow-up: a message source's read position is its last change time (read_after) and the
-- uids of the messages it took at exactly that time. The next question asks from that time on
-- (inclusive) and drops those uids, so two messages sharing a change time across a page boundary
-- (the store's maxReturnNodes) are both taken; before, "changed after the last one" lost the second.
alter table well_data_source_state add column read_after_uids jsonb;
