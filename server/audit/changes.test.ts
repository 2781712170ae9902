import { describe, expect, it } from 'vitest';
import { auditChange } from './changes';

describe('auditChange', () => {
  it('keeps only the fields an update changed, with secrets hidden', () => {
    const before = { id: 'u1', name: 'Ann', status: 1, password_hash: 'x', updated_at: 't0', tags: ['a'] };
    const after = { id: 'u1', name: 'Ann B', status: 3, password_hash: 'y', updated_at: 't1', tags: ['a'] };
    expect(auditChange(before, after)).toEqual({
      before: { name: 'Ann', status: 1, password_hash: '[hidden]' },
      after: { name: 'Ann B', status: 3, password_hash: '[hidden]' },
    });
  });
  it('keeps the whole row of a create (after) and of a delete (before)', () => {
    expect(auditChange(null, { id: 'c1', name: 'Acme' })).toEqual({ after: { id: 'c1', name: 'Acme' } });
    expect(auditChange({ id: 'c1', token: 'abc' }, null)).toEqual({ before: { id: 'c1', token: '[hidden]' } });
  });
});
