/** Values never written into the audit trail, whatever the table. */
const SECRET = /password|secret|token|hash/i;

const redact = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, SECRET.test(k) ? '[hidden]' : v]));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The before and after of a change for its audit row: for an update only the fields that changed
 * (updated_at aside), for a create the whole after, for a delete the whole before; secrets hidden.
 */
export function auditChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before?: Record<string, unknown>; after?: Record<string, unknown> } {
  if (!before) return after ? { after: redact(after) } : {};
  if (!after) return { before: redact(before) };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== 'updated_at' && !same(before[k], after[k]));
  return {
    before: redact(Object.fromEntries(keys.map((k) => [k, before[k] ?? null]))),
    after: redact(Object.fromEntries(keys.map((k) => [k, after[k] ?? null]))),
  };
}
