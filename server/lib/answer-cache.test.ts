import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  it('answers from memory for the same key and version, computes again for another version', async () => {
    const cache = new AnswerCache(1024);
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    expect(JSON.parse((await cache.get('a', '1', compute)).toString())).toEqual({ n: 1 });
    expect(JSON.parse((await cache.get('a', '1', compute)).toString())).toEqual({ n: 1 });
    expect(JSON.parse((await cache.get('a', '2', compute)).toString())).toEqual({ n: 2 });
    expect([cache.hits, cache.misses]).toEqual([1, 2]);
  });

  it('computes once for concurrent requests of one key and version', async () => {
    const cache = new AnswerCache(1024);
    let calls = 0;
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      calls++;
      await gate;
      return { ok: true };
    };
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get('w', '7', compute)));
    release();
    const bodies = await all;
    expect(calls).toBe(1);
    expect(new Set(bodies.map((b) => b.toString()))).toEqual(new Set(['{"ok":true}']));
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = new AnswerCache(1024);
    let fail = true;
    const compute = async () => {
      if (fail) throw new Error('query.channels: no such channel');
      return { ok: 1 };
    };
    await expect(cache.get('k', '1', compute)).rejects.toThrow('no such channel');
    fail = false;
    expect((await cache.get('k', '1', compute)).toString()).toBe('{"ok":1}');
  });

  it('drops the least recently used answers past its byte limit, and never holds one larger than the limit', async () => {
    const cache = new AnswerCache(100);
    const answer = (s: string) => async () => ({ s });
    await cache.get('a', '1', answer('x'.repeat(30))); // 38 bytes
    await cache.get('b', '1', answer('y'.repeat(30)));
    await cache.get('a', '1', answer('changed')); // a is now the most recently used
    await cache.get('c', '1', answer('z'.repeat(30))); // 114 bytes: b goes
    expect(cache.heldBytes).toBeLessThanOrEqual(100);
    expect((await cache.get('a', '1', answer('changed'))).toString()).toContain('xxx');
    expect((await cache.get('b', '1', answer('again'))).toString()).toBe('{"s":"again"}');
    await cache.get('big', '1', answer('q'.repeat(200)));
    expect(cache.heldBytes).toBeLessThanOrEqual(100);
  });
});
