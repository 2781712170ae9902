/** Journal and trouble records as the API answers them: epoch seconds, SI units in the field names. */
import { journalActivity } from '../../../src/domain/drilling/journal/journal-activities';
import type { JournalDay, JournalRow } from '../../../src/domain/drilling/journal/time-journal';
import { troubleLabel } from '../../../src/domain/drilling/journal/troubles';
import type { Trouble } from '../../journal/journal-store';

export const rowView = (r: JournalRow) => ({
  key: r.key,
  id: r.id,
  start: r.startS,
  end: r.endS,
  duration_s: r.durationS,
  activity: r.activity,
  label: journalActivity(r.activity).label,
  color: journalActivity(r.activity).color,
  hole_from_m: r.holeFromM,
  hole_to_m: r.holeToM,
  comment: r.comment,
  mode: r.mode,
  correction: r.correction,
});

export const dayView = (d: JournalDay) => ({
  date: d.date,
  start: d.startS,
  end: d.endS,
  hours: d.hours,
  npt_s: d.nptS,
  hole_start_m: d.holeStartM,
  hole_end_m: d.holeEndM,
  seconds_by_activity: d.secondsByActivity,
  rows: d.rows.map(rowView),
});

export const troubleView = (t: Trouble) => ({
  id: t.id,
  type: t.type,
  label: troubleLabel(t.type),
  start: t.startS,
  end: t.endS,
  duration_s: t.endS - t.startS,
  depth_m: t.depthM,
  description: t.description,
  source: t.source,
});

export const JOURNAL_HEADERS = [
  { key: 'start', label: 'Start', unit: 'epoch s' },
  { key: 'end', label: 'End', unit: 'epoch s' },
  { key: 'duration_s', label: 'Duration', unit: 's' },
  { key: 'activity', label: 'Activity' },
  { key: 'hole_from_m', label: 'Hole from', unit: 'm' },
  { key: 'hole_to_m', label: 'Hole to', unit: 'm' },
  { key: 'comment', label: 'Comment' },
  { key: 'mode', label: 'Entry mode' },
];

export const TROUBLE_HEADERS = [
  { key: 'label', label: 'Trouble' },
  { key: 'start', label: 'Start', unit: 'epoch s' },
  { key: 'end', label: 'End', unit: 'epoch s' },
  { key: 'duration_s', label: 'NPT', unit: 's' },
  { key: 'depth_m', label: 'Depth', unit: 'm' },
  { key: 'description', label: 'Description' },
];
