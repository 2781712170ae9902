import { describe, expect, it } from 'vitest';
import type { StationRecord } from '../../../api/directional';
import { displayUnits } from '../shared/display-units';
import { draftEdits, draftFromRecords, draftProblems, isDirty, newDraftRow, parseInput } from './station-draft';

const rec = (id: string, md: number, inc: number, az: number): StationRecord => ({
  id,
  row: 0,
  md,
  inc,
  az,
  diff_pressure: 3.2,
  gamma: 60,
  wob: 12.5,
  rpm: 120,
  slide_seen: 0,
  motor_yield: null,
  source: 'demo',
  surveyed_at: null,
});
const records = [rec('a', 100, 1, 10), rec('b', 130, 2, 12), rec('c', 160, 3.5, 14)];
const metric = displayUnits('metric');
const imperial = displayUnits('imperial');

describe('survey edit draft', () => {
  it('starts clean, in display units, and round-trips untouched values', () => {
    const d = draftFromRecords(records, imperial);
    expect(Number(d.rows[0].values.md)).toBeCloseTo(328.084, 3);
    expect(isDirty(d, imperial)).toBe(false);
    expect(draftProblems(d, imperial, 0)).toEqual([]);
  });

  it('sends only what changed: a corrected field, a deleted row, an added station in metres', () => {
    const d = draftFromRecords(records, imperial);
    d.rows[1].values.inc = '2.25';
    d.rows[2].deleted = true;
    const n = newDraftRow();
    n.values = { ...n.values, md: '600', inc: '4', az: '15' };
    d.rows.push(n);
    const e = draftEdits(d, imperial);
    expect(e.update).toEqual([{ id: 'b', fields: { inc: 2.25 } }]);
    expect(e.remove).toEqual(['c']);
    expect(e.add).toHaveLength(1);
    expect(e.add[0].md).toBeCloseTo(182.88, 9);
    expect(e.add[0]).toMatchObject({ inc: 4, az: 15 });
    expect(e.add[0]).not.toHaveProperty('gamma');
  });

  it('names the row of every problem: order, range, missing values, not a number, above the tie-in', () => {
    const d = draftFromRecords(records, metric);
    d.rows[1].values.md = '90';
    d.rows[0].values.inc = '181';
    const n = newDraftRow();
    n.values = { ...n.values, md: '200', az: 'abc' };
    d.rows.push(n);
    const msgs = draftProblems(d, metric, 0).map((p) => p.message);
    expect(msgs).toEqual([
      'row 1: inclination 181 must be between 0 and 180',
      'row 2: MD 90 m must be greater than the MD of row 1 (100 m)',
      'row 4: inclination is required',
      "row 4: 'abc' is not a number",
    ]);
    expect(draftProblems(draftFromRecords(records, metric), metric, 120)[0].message).toBe('row 1: MD 100 m is above the tie-in at 120 m');
  });

  it('skips deleted rows when numbering and ordering', () => {
    const d = draftFromRecords(records, metric);
    d.rows[1].deleted = true;
    d.rows[2].values.md = '120';
    expect(draftProblems(d, metric, 0)).toEqual([]);
  });

  it('reads what people type', () => {
    expect(parseInput(' 1,234.5 ')).toBe(1234.5);
    expect(parseInput('')).toBeNull();
    expect(parseInput('12a')).toBeNaN();
    // Spec 9.8: fractions parse as numbers, as drillers write them.
    expect(parseInput('1 1/2')).toBe(1.5);
    expect(parseInput('9-5/8')).toBe(9.625);
    expect(parseInput('1/0')).toBeNaN();
    expect(parseInput('9'.repeat(400))).toBeNaN();
  });

  it('flags an out-of-range depth or sensor on its own row, in display units', () => {
    const d = draftFromRecords(records, metric);
    d.rows[1].values.md = '1'.repeat(300);
    d.rows[2].values.wob = '501';
    d.rows[0].values.gamma = '1 1/2';
    expect(draftProblems(d, metric, 0).map((p) => [p.key, p.field, p.message])).toEqual([
      ['b', 'md', 'row 2: MD must be between -1000 m and 30000 m'],
      ['c', 'wob', 'row 3: wob 501 must not exceed 500'],
    ]);
    const ft = draftFromRecords(records, imperial);
    ft.rows[2].values.md = '99000';
    expect(draftProblems(ft, imperial, 0).map((p) => p.message)).toEqual(['row 3: MD must be between -3280.84 ft and 98425.2 ft']);
  });
});
