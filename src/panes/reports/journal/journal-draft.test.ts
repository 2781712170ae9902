import { describe, expect, it } from 'vitest';
import type { JournalRowDto } from '../../../api/journal';
import { changedRows, draftEdits, withEdit, type Draft } from './journal-draft';

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
