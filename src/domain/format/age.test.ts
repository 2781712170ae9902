import { describe, expect, it } from 'vitest';
import { agoText, ageText } from './age';

describe('ages', () => {
  it('ageText: minutes, hours, days', () => {
    expect([ageText(90), ageText(3599), ageText(3600 * 5), ageText(86400 * 3)]).toEqual(['2 min', '60 min', '5 h', '3 d']);
  });
  it('agoText: live, then exact within the hour, then hours and days (a stale well reads in days, not thousands of hours)', () => {
    expect(agoText(1)).toBe('live');
    expect(agoText(888)).toBe('14m 48s ago');
    expect(agoText(3 * 3600 + 20)).toBe('3 h ago');
    expect(agoText(4465 * 3600 + 14 * 60 + 48)).toBe('186 d ago');
  });
});
