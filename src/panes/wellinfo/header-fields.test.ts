import { describe, expect, it } from 'vitest';
import { draftOf, fieldDisplay, headerChanges, HEADER_FIELDS, type HeaderWell } from './header-fields';

const well: HeaderWell = {
  name: 'Red Hawk 2H',
  uwi: '42-389-40102',
  field: 'Delaware Basin',
  country: 'US',
  state: 'TX',
  county: 'Reeves',
  latitude: 31.9012,
  longitude: -103.884,
  timezone: 'America/Chicago',
  unit_system: 'imperial',
  day_shift: 21_600,
  stage: 'drilling',
  status: 1,
  // 2026-01-15 12:00 UTC = 06:00 in Chicago (CST, UTC−6)
  start_date: Date.UTC(2026, 0, 15, 12) / 1000,
  end_date: null,
  start_depth: 0,
  end_depth: 6250,
  main_nav_title: null,
  second_nav_title: null,
};
const field = (k: string) => HEADER_FIELDS.find((f) => f.key === k)!;

describe('well header fields', () => {
  it("shows dates and the day shift in the well's zone, depths in the user's units", () => {
    expect(fieldDisplay(well, field('start_date'), 'metric')).toBe('2026-01-15 06:00 (America/Chicago)');
    expect(fieldDisplay(well, field('day_shift'), 'metric')).toBe('06:00 (America/Chicago)');
    expect(fieldDisplay(well, field('end_depth'), 'imperial')).toBe('20,505.25 ft');
    expect(fieldDisplay(well, field('end_depth'), 'metric')).toBe('6,250 m');
    expect(fieldDisplay(well, field('status'), 'metric')).toBe('Active');
    expect(fieldDisplay(well, field('end_date'), 'metric')).toBe('-');
  });

  it('an unchanged draft changes nothing; a changed one sends only its fields, converted back', () => {
    expect(headerChanges(well, draftOf(well, 'imperial'), 'imperial')).toEqual({ ok: true, body: {}, changed: 0 });
    const d = { ...draftOf(well, 'imperial'), end_depth: '21000', day_shift: '05:30', status: '2' };
    const r = headerChanges(well, d, 'imperial');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.body.end_depth).toBeCloseTo(6400.8, 6);
      expect(r.body).toMatchObject({ day_shift: 19_800, status: 2 });
      expect(r.changed).toBe(3);
    }
  });

  it('a date typed with a new zone is read in that zone', () => {
    const d = { ...draftOf(well, 'metric'), timezone: 'UTC' };
    const r = headerChanges(well, d, 'metric');
    expect(r.ok && r.body.start_date).toBe(Date.UTC(2026, 0, 15, 6) / 1000);
  });

  it('errors name their field: bad number, bad zone, empty name, bad date, end before start', () => {
    const d = { ...draftOf(well, 'metric'), latitude: 'north', timezone: 'Mars/Olympus', name: ' ', end_date: '2026-13-40' };
    const r = headerChanges(well, d, 'metric');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['end_date', 'latitude', 'name', 'timezone']);
    const order = headerChanges(well, { ...draftOf(well, 'metric'), end_date: '2026-01-01 00:00' }, 'metric');
    expect(order.ok).toBe(false);
    if (!order.ok) expect(order.errors.end_date).toMatch(/greater than start_date/);
  });

  it('latitude and longitude are sent together', () => {
    const r = headerChanges(well, { ...draftOf(well, 'metric'), latitude: '31.95' }, 'metric');
    expect(r.ok && r.body).toMatchObject({ latitude: 31.95, longitude: -103.884 });
  });
});
