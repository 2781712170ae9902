import { describe, expect, it } from 'vitest';
import type { WellAuditFinding } from './wells-audit';
import { wellsOverview } from './wells-overview';

const warn = (code: WellAuditFinding['code']): WellAuditFinding => ({ code, severity: 'warning', message: code });
const info = (code: WellAuditFinding['code']): WellAuditFinding => ({ code, severity: 'info', message: code });

describe('wells overview', () => {
  const rows = [
    { name: 'B', status: 1, stage: 'drilling', realtime: true, connection: 'online' as const, findings: [info('journal_gaps')] },
    { name: 'A', status: 1, stage: 'drilling', realtime: true, connection: 'offline' as const, findings: [warn('offline'), warn('no_plan')] },
    { name: 'C', status: 4, stage: 'drilling', realtime: false, connection: 'offline' as const, findings: [warn('no_plan')] },
    { name: 'D', status: 3, stage: 'production', realtime: true, connection: 'offline' as const, findings: [] },
    { name: 'E', status: 1, stage: 'completion_frac', realtime: false, connection: 'offline' as const, findings: [warn('stale_data')] },
  ];
  const o = wellsOverview(rows);

  it('counts wells per stage and status', () => {
    expect(o.total).toBe(5);
    expect(o.byStage.drilling).toEqual({ 1: 2, 2: 0, 3: 0, 4: 1 });
    expect(o.byStage.production[3]).toBe(1);
    expect(o.byStage.completion_frac[1]).toBe(1);
    expect(o.byStage.completion_wireline).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
  });

  it('counts live wells among the active realtime ones only (a completed realtime well is not live)', () => {
    expect(o.live).toEqual({ wells: 2, online: 1 });
  });

  it('counts wells per finding and lists those with warnings, most warnings first, then by name', () => {
    expect(o.findings.no_plan).toBe(2);
    expect(o.findings.journal_gaps).toBe(1);
    expect(o.findings.no_access).toBe(0);
    expect(o.needsLook.map((r) => r.name)).toEqual(['A', 'C', 'E']);
  });
});
