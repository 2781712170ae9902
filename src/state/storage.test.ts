import { describe, expect, it } from 'vitest';
import { jsonStore, type StorageLike } from './storage';

/** An in-memory Storage so the wrapper can run in Node; it behaves like the browser's for these calls. */
class MemoryStorage implements StorageLike {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

function setup() {
  const mem = new MemoryStorage();
  const logged: string[] = [];
  const log = { warn: (...a: unknown[]) => logged.push(a.join(' ')), error: (...a: unknown[]) => logged.push(a.join(' ')) };
  return { mem, logged, store: jsonStore(() => mem, log) };
}

describe('storage wrapper', () => {
  it('round-trips JSON values', () => {
    const { store } = setup();
    store.set('user.token', 'abc');
    store.set('history', { 7: { start_date: 1 } });
    expect(store.get('user.token', null)).toBe('abc');
    expect(store.get('history', {})).toEqual({ 7: { start_date: 1 } });
  });

  it("reports 'LS: Error parsing JSON for key' and returns the fallback", () => {
    const { mem, store, logged } = setup();
    mem.setItem('history', '{broken');
    expect(store.get('history', 'fallback')).toBe('fallback');
    expect(logged).toEqual(['LS: Error parsing JSON for key history']);
  });

  it("warns 'LS: Key cannot be empty' and touches nothing", () => {
    const { store, logged } = setup();
    store.set('', 1);
    expect(store.get('', 'x')).toBe('x');
    expect(logged).toEqual(['LS: Key cannot be empty', 'LS: Key cannot be empty']);
  });

  it('works without storage (reads fall back, writes are dropped)', () => {
    const store = jsonStore(() => null);
    store.set('a', 1);
    expect(store.get('a', 2)).toBe(2);
  });
});
