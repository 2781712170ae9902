import { describe, expect, it } from 'vitest';
import type { JournalRowDto } from '../../../api/journal';
import { changedRows, draftEdits, newEntryInputs, parseLocalMinute, withEdit, type Draft, type NewEntry } from './journal-draft';

const row = (over: Partial<JournalRowDto>): JournalRowDto => ({
  key: 'auto:100',
  id: null,
  start: 100,
  end: 400,
  duration_s: 300,
  activity: 'OTHER',
  label: 'Other',
  color: '#bdbdbd',
  hole_from_m: 3000,
  hole_to_m: 3000,
  comment: '',
  mode: 'auto',
  correction: false,
  ...over,
});

describe('journal draft', () => {
  const auto = row({});
  const manual = row({ key: 'm1', id: 'm1', mode: 'manual', activity: 'WAITING', comment: 'Waiting on cement', start: 400, end: 900 });
  const rows = [auto, manual];

  it('an auto entry changed becomes a correction over its seconds; a manual entry is updated', () => {
    let d: Draft = new Map();
    d = withEdit(d, auto, { activity: 'RIG_SERVICE' });
    d = withEdit(d, auto, { comment: ' Slip and cut ' });
    d = withEdit(d, manual, { comment: 'Waiting on cement (6 h)' });
    expect(changedRows(d, rows)).toHaveLength(2);
    expect(draftEdits(d, rows)).toEqual({
      add: [{ start: 100, end: 400, activity: 'RIG_SERVICE', comment: 'Slip and cut', hole_from_m: 3000, hole_to_m: 3000, correction: true }],
      update: [{ id: 'm1', fields: { activity: 'WAITING', comment: 'Waiting on cement (6 h)' } }],
    });
  });

  it('an edit put back as it was is not dirty and saves nothing', () => {
    let d: Draft = withEdit(new Map(), manual, { activity: 'OTHER' });
    d = withEdit(d, manual, { activity: 'WAITING' });
    expect(changedRows(d, rows)).toEqual([]);
    expect(draftEdits(d, rows)).toEqual({ add: [], update: [] });
  });
});

describe('new manual entries', () => {
  const entry = (start: string, end: string): NewEntry => ({ key: 'n1', start, end, activity: 'CASING', comment: ' Ran casing ' });

  it('reads times in the browser zone and names what is wrong', () => {
    const start = parseLocalMinute('2026-11-25 06:00')!;
    expect(start).toBe(Math.floor(new Date(2026, 10, 25, 6, 0).getTime() / 1000));
    expect(parseLocalMinute('2026-02-30 06:00')).toBeNull();
    expect(parseLocalMinute('25/11/2026 06:00')).toBeNull();
    expect(newEntryInputs([entry('2026-11-25 06:00', '2026-11-25 09:30')])).toEqual({
      inputs: [{ start, end: start + 3.5 * 3600, activity: 'CASING', comment: 'Ran casing' }],
      problems: [],
    });
    expect(newEntryInputs([entry('2026-11-25 06:00', '2026-11-25 05:00'), entry('soon', '2026-11-25 05:00')]).problems).toEqual([
      'New entry 1: the end must come after the start',
      'New entry 2: the start is not a date and time (YYYY-MM-DD HH:mm)',
    ]);
  });
});
