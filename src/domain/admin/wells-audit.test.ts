import { describe, expect, it } from 'vitest';
import { wellAuditFindings } from './wells-audit';

const NOW = 1_800_000_000;
const healthy = {
  status: 1,
  realtime: true,
  connection: 'online' as const,
  last_data_s: NOW - 30,
  survey_count: 42,
  plan_count: 1,
  journal_days: 12,
  data_span_days: 12,
  detection_note_count: 0,
  users_with_access: 3,
};
const codes = (f: Parameters<typeof wellAuditFindings>[0]) => wellAuditFindings(f, NOW).map((x) => x.code);

describe('wells audit findings', () => {
  it('finds nothing on an active, online, surveyed, planned, fully journaled well', () => {
    expect(wellAuditFindings(healthy, NOW)).toEqual([]);
  });

  it('reports an offline realtime well with the age of its last data', () => {
    const f = wellAuditFindings({ ...healthy, connection: 'offline', last_data_s: NOW - 3 * 3600 }, NOW);
    expect(f[0]).toEqual({ code: 'offline', severity: 'warning', message: 'Realtime well offline, last data 3 h ago' });
  });

  it('reports stale data on an active well that is not realtime, after a day only', () => {
    expect(codes({ ...healthy, realtime: false, connection: 'offline', last_data_s: NOW - 23 * 3600 })).toEqual([]);
    const f = wellAuditFindings({ ...healthy, realtime: false, connection: 'offline', last_data_s: NOW - 5 * 86400 }, NOW);
    expect(f[0].message).toBe('No data for 5 d');
  });

  it('reports an active well with no data, and not surveys (nothing to survey yet)', () => {
    expect(codes({ ...healthy, last_data_s: null, survey_count: 0, journal_days: 0, data_span_days: 0 })).toEqual(['no_data']);
  });

  it('does not ask a completed well for live data or a plan', () => {
    expect(codes({ ...healthy, status: 3, connection: 'offline', last_data_s: NOW - 40 * 86400, plan_count: 0 })).toEqual([]);
  });

  it('counts journal gaps as the span days without detected activity', () => {
    const f = wellAuditFindings({ ...healthy, journal_days: 9, data_span_days: 12 }, NOW);
    expect(f).toEqual([{ code: 'journal_gaps', severity: 'info', message: '3 days without journal' }]);
    expect(wellAuditFindings({ ...healthy, journal_days: 11 }, NOW)[0].message).toBe('1 day without journal');
  });

  it('lists warnings before notes', () => {
    expect(codes({ ...healthy, plan_count: 0, survey_count: 0, detection_note_count: 1, users_with_access: 0 })).toEqual([
      'no_plan',
      'no_surveys',
      'detection_notes',
      'no_access',
    ]);
  });
});
