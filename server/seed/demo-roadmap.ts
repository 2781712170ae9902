/**
 * A demo well's roadmap by hole section, as a Delaware Basin directional driller would set it: the
 * 17½" surface hole, the 12¼" intermediate, the 8½" curve (build to horizontal with more slides,
 * gentler parameters to hold the motor's toolface) and the 8½" lateral (the hole size of the
 * well's BHA runs, casing program, mud program and trajectory model). Section depths are the AFE's
 * (plannedCasingPointsM); the curve ends where the well lands (inclination 85°), from its survey and
 * definitive plan. Ranges in channel units (t, rpm, L/min, MPa, m/h, kN·m), inside DOMAIN.md's
 * figures for land rigs; the demo rig model drills every section alike, so the sections it was not
 * tuned for show out-of-range time, as a real roadmap review would.
 */
import { plannedCasingPointsM } from '../../src/domain/drilling/mud/mud-program';
import type { IntervalParsed } from '../../src/domain/drilling/roadmap/roadmap-schemas';

const r = (min: number, max: number) => ({ min, max });

export function demoRoadmapIntervals(tdM: number, landingMdM: number | null): IntervalParsed[] {
  const { surfaceM, intermediateM } = plannedCasingPointsM(tdM);
  const out: IntervalParsed[] = [
    {
      name: 'Surface 17½"',
      md_from_m: 0,
      md_to_m: surfaceM,
      hole_size_in: 17.5,
      rotary: { wob_t: r(4, 12), rpm: r(60, 110), flow_lpm: r(2500, 3400), diffp_mpa: r(0.8, 2.2), rop_mph: r(20, 60), torque_knm: r(4, 14) },
      slide: { wob_t: r(4, 10), flow_lpm: r(2500, 3400), diffp_mpa: r(0.8, 2.0), rop_mph: r(8, 30) },
      comment: 'Spud mud; control drill the first 60 m',
    },
    {
      name: 'Intermediate 12¼"',
      md_from_m: surfaceM,
      md_to_m: intermediateM,
      hole_size_in: 12.25,
      rotary: { wob_t: r(8, 16), rpm: r(60, 100), flow_lpm: r(2200, 2800), diffp_mpa: r(1.2, 2.6), rop_mph: r(15, 45), torque_knm: r(8, 20) },
      slide: { wob_t: r(6, 12), flow_lpm: r(2200, 2800), diffp_mpa: r(1.0, 2.2), rop_mph: r(6, 20) },
      comment: 'Nudge and hold tangent',
    },
  ];
  const curveEnd = landingMdM !== null && landingMdM > intermediateM + 100 && landingMdM < tdM - 100 ? Math.round(landingMdM) : null;
  if (curveEnd !== null) {
    out.push({
      name: 'Curve 8½"',
      md_from_m: intermediateM,
      md_to_m: curveEnd,
      hole_size_in: 8.5,
      rotary: { wob_t: r(8, 14), rpm: r(50, 80), flow_lpm: r(2100, 2600), diffp_mpa: r(1.2, 2.4), rop_mph: r(10, 35), torque_knm: r(10, 22) },
      slide: { wob_t: r(6, 11), flow_lpm: r(2100, 2600), diffp_mpa: r(1.0, 2.0), rop_mph: r(5, 18) },
      comment: 'Build to land: slide to hold the toolface, rotate to smooth the doglegs',
    });
  }
  out.push({
    name: 'Lateral 8½"',
    md_from_m: curveEnd ?? intermediateM,
    md_to_m: tdM,
    hole_size_in: 8.5,
    rotary: { wob_t: r(10, 16), rpm: r(70, 110), flow_lpm: r(2200, 2700), diffp_mpa: r(1.5, 2.8), rop_mph: r(20, 55), torque_knm: r(12, 30) },
    slide: { wob_t: r(8, 13), flow_lpm: r(2200, 2700), diffp_mpa: r(1.2, 2.4), rop_mph: r(6, 20) },
    comment: 'Stay in the target window; short slides only',
  });
  return out;
}
