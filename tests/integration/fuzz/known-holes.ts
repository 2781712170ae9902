/**
 * Known 5xx answers of the fuzzer, keyed 'METHOD /api/url | case kind', each with the reason and the
 * issue that will fix it. The fuzzer reports and tolerates these; one that no longer answers 5xx fails
 * the test, so the list is emptied as fixes land.
 *
 * Empty: the 58 holes found at seed 20261125 (NUL reaching PostgreSQL, duplicate unique values and
 * dangling references answered with 500) were fixed by issue 11's error mapping (server/lib/db-error.ts,
 * server/lib/nul-check.ts).
 */
export const knownHoles: Record<string, string> = {};
