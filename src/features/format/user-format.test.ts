import { describe, expect, it } from 'vitest';
import { browserZone, keptFor } from './user-format';

describe('browserZone', () => {
  it("is the browser's zone", () => {
    expect(browserZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });

  // A table's every time cell asks for the zone: it is resolved once a minute, not once a cell.
  it('keeps an answer for its time, then asks again; a clock set back asks again', () => {
    let asked = 0;
    const at = keptFor(() => `zone ${++asked}`, 60_000);
    const t = 1_790_000_000_000;
    for (let i = 0; i < 1000; i++) expect(at(t + i)).toBe('zone 1');
    expect(at(t + 60_000)).toBe('zone 1');
    expect(at(t + 60_001)).toBe('zone 2');
    expect(at(t)).toBe('zone 3');
    expect(asked).toBe(3);
  });
});
