import { describe, expect, it } from 'vitest';
import { DAY_S, DEMO_RIGS, DEMO_WELLS } from '../seed/demo-org';
import { DEMO_SEED } from '../seed/index';
import { archiveCasingProgram } from '../equipment/demo-equipment';
import { demoHistoryPlans, SPUD_DEPTH_M } from './demo-history-plan';

const anchorS = Date.UTC(2026, 10, 25) / 1000;
const ids = Object.fromEntries(DEMO_WELLS.map((w) => [w.key, `id-${w.key}`]));
const plansFor = (historyDays: number) => demoHistoryPlans(DEMO_WELLS, ids, { anchorS, nowS: anchorS + 3600, historyDays, seed: DEMO_SEED });
const byKey = new Map(DEMO_WELLS.map((w) => [w.key, w]));

describe('demo wells and their histories (multi-well comparison)', () => {
  it('a fresh start (30 days) gives at least 24 wells a drilling history, at least 7 in each project', () => {
    const plans = plansFor(30);
    expect(plans.length).toBeGreaterThanOrEqual(24);
    const perProject = new Map<string, number>();
    for (const p of plans) perProject.set(byKey.get(p.key)!.project, (perProject.get(byKey.get(p.key)!.project) ?? 0) + 1);
    expect([...perProject.keys()].sort()).toEqual(['bakken', 'delaware', 'midland']);
    for (const n of perProject.values()) expect(n).toBeGreaterThanOrEqual(7);
  });

  it('an archive well is cased where its history changes section, so its hole sections are where the record has them', () => {
    for (const p of plansFor(30).filter((x) => byKey.get(x.key)!.archive)) {
      const w = byKey.get(p.key)!;
      const strings = archiveCasingProgram(
        w.project === 'bakken' ? 'bakken' : 'permian',
        [p.model.targetDepthM, p.model.targetDepthM + p.model.sectionLengthM!],
        w.endDepthM,
      );
      const shoes = strings.filter((c) => c.casing_type !== 'conductor').map((c) => c.shoe_m);
      expect(shoes).toEqual([p.model.targetDepthM, p.model.targetDepthM + p.model.sectionLengthM!, Math.round((w.endDepthM - 8) * 10) / 10]);
      // Three hole sizes below the conductor, getting smaller with depth.
      const holes = strings.filter((c) => c.casing_type !== 'conductor').map((c) => c.hole_size_in);
      expect(holes).toEqual([...holes].sort((a, b) => b - a));
      expect(new Set(holes).size).toBe(3);
    }
  });

  it('an archive well is drilled whole, spud depth at spud to TD at rig release, as a summary record', () => {
    const archive = plansFor(30).filter((p) => byKey.get(p.key)!.archive);
    expect(archive.length).toBeGreaterThanOrEqual(20);
    for (const p of archive) {
      const w = byKey.get(p.key)!;
      expect(p).toMatchObject({ summary: true, realtime: false, fromS: p.spudS, toS: anchorS + w.releaseDay! * DAY_S, targetEndDepthM: w.endDepthM });
      expect(p.model.startDepthM).toBe(SPUD_DEPTH_M);
      expect(p.spudS).toBe(anchorS + w.spudDay! * DAY_S);
    }
    // The spuds spread over the last ~18 months.
    const spudDays = archive.map((p) => (p.spudS - anchorS) / DAY_S);
    expect(Math.min(...spudDays)).toBeLessThan(-450);
    expect(new Set(spudDays).size).toBe(archive.length);
    expect(
      plansFor(30)
        .filter((p) => !byKey.get(p.key)!.archive)
        .every((p) => !p.summary),
    ).toBe(true);
  });

  it('short histories (tests, e2e) give the archive wells none: their drilling is longer than the history', () => {
    for (const days of [0.05, 1, 4]) expect(plansFor(days).filter((p) => byKey.get(p.key)!.archive)).toEqual([]);
    expect(plansFor(4).map((p) => p.key)).toEqual(
      plansFor(4)
        .map((p) => p.key)
        .filter((k) => !byKey.get(k)!.archive),
    );
  });

  it('a rig drills one well at a time', () => {
    for (const rig of DEMO_RIGS) {
      const spans = DEMO_WELLS.filter((w) => w.rig === rig.key && w.spudDay !== null)
        .map((w) => ({ name: w.name, from: w.spudDay!, to: w.releaseDay ?? Infinity }))
        .sort((a, b) => a.from - b.from);
      for (let i = 1; i < spans.length; i++) expect(spans[i].from, `${spans[i - 1].name} then ${spans[i].name}`).toBeGreaterThanOrEqual(spans[i - 1].to);
    }
  });
});
