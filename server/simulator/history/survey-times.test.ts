import { describe, expect, it } from 'vitest';
import { DEMO_WELLS } from '../../seed/demo-org';
import { DEMO_PROFILES } from '../../seed/directional/demo-profiles';
import { DEMO_SEED } from '../../seed/index';
import { demoSurveyRows } from '../../seed/step-directional';
import { demoHistoryPlans, type HistoryPlan } from '../demo-history-plan';
import { createRigModel } from '../rig-model';
import { fitHistory } from './fit-history';
import { surveyTimesFromHistory } from './survey-times';

// As the server seeds a first start: the anchor is that day's midnight, the history the default 30 days.
const anchorS = Date.UTC(2026, 10, 25) / 1000;
const nowS = anchorS + 10.5 * 3600;
const HISTORY_DAYS = 30;

interface Station {
  readonly mdM: number;
  readonly atS: number | null;
}

/**
 * Stations deeper than the hole at the moment they carry, over the whole history (the rig model run second
 * by second as the history is written); before the history, deeper than the hole it starts from.
 */
function stationsAheadOfTheHole(plan: HistoryPlan, stations: readonly Station[]): string[] {
  const m = createRigModel(plan.model);
  const startDepthM = m.status.holeDepthM;
  let t = plan.fromS;
  const ahead: string[] = [];
  for (const s of [...stations].filter((x) => x.atS !== null).sort((a, b) => a.atS! - b.atS!)) {
    if (s.atS! > plan.toS) continue;
    if (s.atS! > t) {
      m.advance(s.atS! - t);
      t = s.atS!;
    }
    const holeM = s.atS! < plan.fromS ? startDepthM : m.status.holeDepthM;
    if (s.mdM > holeM + 1e-6) ahead.push(`${s.mdM} m surveyed at ${new Date(s.atS! * 1000).toISOString()} with the hole at ${holeM.toFixed(1)} m`);
  }
  return ahead;
}

describe('demo surveys and demo history tell one story', () => {
  const rows = new Map(DEMO_PROFILES.map((p) => [p.key, demoSurveyRows(p, DEMO_SEED, anchorS)]));
  const ids = Object.fromEntries(DEMO_WELLS.map((w) => [w.key, w.key]));
  const deepest = Object.fromEntries([...rows].map(([key, r]) => [key, r.length > 0 ? r[r.length - 1].md : null]));
  const plans = demoHistoryPlans(DEMO_WELLS, ids, { anchorS, nowS, historyDays: HISTORY_DAYS, seed: DEMO_SEED, surveyedDepthM: deepest });

  it('the drilling demo wells with surveys all have a history fitted to them', () => {
    expect(plans.filter((p) => p.targetEndDepthM !== null).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Red Hawk 2H', 'Bluebonnet 12-1H', 'Bluebonnet 12-2H', 'Prairie 5H']),
    );
  });

  it.each(plans.filter((p) => (rows.get(p.key)?.length ?? 0) > 0).map((p) => [p.name, p] as const))(
    '%s: every survey station is at or above the hole depth at the moment it was taken, at every moment of the history',
    async (_, plan) => {
      const seeded = rows.get(plan.key)!;
      const mds = seeded.map((r) => r.md);
      const fitted = (await fitHistory(plan, undefined, undefined, mds))!;
      const times = surveyTimesFromHistory(mds, fitted);
      // every station is reached within the history, in MD order, the deepest at its end
      expect(times.every((t) => t !== null)).toBe(true);
      expect(times.every((t, i) => i === 0 || t! >= times[i - 1]!)).toBe(true);
      expect(times[times.length - 1]).toBeLessThanOrEqual(fitted.plan.toS);
      expect(
        stationsAheadOfTheHole(
          fitted.plan,
          mds.map((mdM, i) => ({ mdM, atS: times[i] })),
        ),
      ).toEqual([]);
      // the times the seed gave (spud to the end of drilling, by MD alone) put stations ahead of the bit
      expect(
        stationsAheadOfTheHole(
          fitted.plan,
          seeded.map((r) => ({ mdM: r.md, atS: r.surveyed_at ?? null })),
        ).length,
      ).toBeGreaterThan(0);
      // stations drilled before the history began are stamped from spud to its start
      const before = times.filter((t) => t! < fitted.plan.fromS);
      expect(before.every((t) => t! >= plan.spudS)).toBe(true);
    },
    60_000,
  );
});
