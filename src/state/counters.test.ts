import { describe, expect, it } from 'vitest';
import { countDown, countUp, counters, hasPendingRequests } from './counters';

describe('counters', () => {
  it('count up and down and never go below 0', () => {
    countUp('pending');
    countUp('pending');
    countDown('pending');
    expect(hasPendingRequests()).toBe(true);
    countDown('pending');
    countDown('pending');
    countDown('pending');
    expect(counters.pending).toBe(0);
    expect(hasPendingRequests()).toBe(false);
    countUp('pending');
    expect(counters.pending).toBe(1);
  });
});
