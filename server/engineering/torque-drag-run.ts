/**
 * POST wells/{id}/engineering/torque_drag: the broomstick (hook load and surface torque against bit
 * depth, per mode and friction factor) on the well's own trajectory, the tension and torque along the
 * string with the bit at TD for the case's cased/open friction, and the recorded hook load to lay over it.
 */
import type { z } from 'zod';
import type { torqueDragBodySchema } from '../../src/domain/engineering/request-schemas';
import { BROOMSTICK_FRICTIONS, DEMO_BIT_TORQUE_KNM, DEMO_BLOCK_WEIGHT_T, DEMO_FRICTION, DEMO_WOB_T } from '../../src/domain/engineering/demo-case';
import { broomstick, pathElements, torqueDrag, TORQUE_DRAG_MODES, type TorqueDragCase } from '../../src/domain/engineering/torque-drag';
import { wellPath } from '../../src/domain/engineering/well-path';
import { convert } from '../../src/domain/units';
import type { Queryable } from '../db/db';
import type { TimeSeriesStore } from '../timeseries/store';
import { Defaults, defaultShoeMdM, mudDensityOf, stringOf } from './case-inputs';
import { measuredHookload } from './measured-hookload';
import { engineeringTrajectory } from './well-trajectory';

type Body = z.output<typeof torqueDragBodySchema>;

export const t2n = (t: number) => convert(t, 't', 'N');
export const kn = (n: number) => Math.round(n / 10) / 100;
const knArr = (a: ArrayLike<number>) => Array.from(a, kn);
/** Spacing of the along-string profile in the answer, m. */
const PROFILE_STEP_M = 10;

/**
 * The case a torque & drag run computes: the body's inputs or the demo case's, the well's trajectory,
 * the recorded hook load of the window and the block weight (given, else estimated from it).
 */
export async function torqueDragSetup(db: Queryable, store: TimeSeriesStore, wellId: string, body: Body) {
  const traj = await engineeringTrajectory(db, wellId, body.trajectory);
  const d = new Defaults();
  const string = stringOf(body.string, d);
  const mud = mudDensityOf(body.mud_density_kg_m3, d);
  const friction = d.pick(body.friction, DEMO_FRICTION, 'friction');
  const frictions = d.pick(body.broomstick_frictions, BROOMSTICK_FRICTIONS, 'broomstick_frictions');
  const wobT = d.pick(body.wob_t, DEMO_WOB_T, 'wob_t');
  const bitTorqueKnm = d.pick(body.bit_torque_knm, DEMO_BIT_TORQUE_KNM, 'bit_torque_knm');
  const shoe = body.shoe_md_m !== undefined ? { mdM: body.shoe_md_m, from: 'as given' } : defaultShoeMdM(traj.points);
  if (body.shoe_md_m === undefined) d.defaulted.push('shoe_md_m');

  const measured = await measuredHookload(store, wellId, body.measured_from, body.measured_to);
  const rec = 'points' in measured ? measured : null;
  let block: { t: number; from: string };
  if (body.block_weight_t !== undefined) block = { t: body.block_weight_t, from: 'as given' };
  else if (rec && rec.blockWeightT !== null)
    block = { t: rec.blockWeightT, from: `estimated from the recorded hook load${rec.tared ? ' (tared: it reads 0 in slips)' : ''}` };
  else {
    d.defaulted.push('block_weight_t');
    block = { t: DEMO_BLOCK_WEIGHT_T, from: 'the demo rig’s block and top drive (no in-slips readings to estimate it from)' };
  }

  const c: TorqueDragCase = {
    string,
    mudDensityKgM3: mud,
    shoeMdM: shoe.mdM,
    frictionCased: friction.cased,
    frictionOpen: friction.open,
    wobN: t2n(wobT),
    bitTorqueNm: bitTorqueKnm * 1000,
    blockWeightN: t2n(block.t),
  };
  return { traj, d, string, mud, friction, frictions, wobT, bitTorqueKnm, shoe, measured, rec, block, c };
}

export async function torqueDragAnswer(db: Queryable, store: TimeSeriesStore, wellId: string, body: Body) {
  const { traj, d, string, mud, friction, frictions, wobT, bitTorqueKnm, shoe, measured, rec, block, c } = await torqueDragSetup(db, store, wellId, body);
  const started = performance.now();
  const path = wellPath(traj.points, body.step_m);
  const el = pathElements(path);
  const broom = broomstick(el, c, frictions, TORQUE_DRAG_MODES, Math.max(1, Math.round(body.output_step_m / body.step_m)));
  const td = path.mdM.length - 1;
  const every = Math.max(1, Math.round(PROFILE_STEP_M / body.step_m));
  const keep = (a: ArrayLike<number>) => Array.from(a).filter((_, i, all) => i % every === 0 || i === all.length - 1);
  const profiles = TORQUE_DRAG_MODES.map((mode) => ({ mode, p: torqueDrag(el, td, mode, c, true) }));
  const computeMs = performance.now() - started;

  return {
    trajectory: { source: traj.source, label: traj.label, note: traj.note, td_md_m: path.mdM[td], td_tvd_m: Math.round(path.tvdM[td] * 100) / 100 },
    inputs: {
      string: string.map((s) => ({ name: s.name, length_m: s.lengthM, od_m: s.odM, id_m: s.idM, weight_kg_per_m: s.weightKgPerM })),
      mud_density_kg_m3: mud,
      friction,
      broomstick_frictions: frictions,
      shoe_md_m: shoe.mdM,
      shoe_from: shoe.from,
      wob_t: wobT,
      bit_torque_knm: bitTorqueKnm,
      block_weight_t: Math.round(block.t * 100) / 100,
      block_weight_from: block.from,
      step_m: body.step_m,
      defaulted: d.defaulted,
      note: d.note({ string: '160 m BHA, 5" drill pipe', mud_density_kg_m3: '1.20 sg mud' }),
    },
    model: 'Soft string, Johancsik et al. (1984); buckling not modelled',
    broomstick: {
      bit_md_m: Array.from(broom.bitMdM),
      curves: broom.curves.map((cv) => ({
        mode: cv.mode,
        friction: cv.friction,
        hook_load_kn: knArr(cv.hookLoadN),
        surface_torque_knm: knArr(cv.surfaceTorqueNm),
      })),
    },
    at_td: Object.fromEntries(profiles.map(({ mode, p }) => [mode, { hook_load_kn: kn(p.hookLoadN), surface_torque_knm: kn(p.surfaceTorqueNm) }])),
    profile: {
      md_m: keep(profiles[0].p.mdM),
      tension_kn: Object.fromEntries(profiles.map(({ mode, p }) => [mode, keep(p.tensionN).map(kn)])),
      torque_knm: Object.fromEntries(profiles.map(({ mode, p }) => [mode, keep(p.torqueNm).map(kn)])),
    },
    measured: rec
      ? {
          from: rec.from,
          to: rec.to,
          bucket_s: rec.bucketS,
          time: rec.points.t,
          bit_md_m: rec.points.bitMdM,
          hook_load_kn: rec.points.hookloadT.map((v) => kn(t2n(v))),
          mode: rec.points.mode,
          note: rec.note,
        }
      : { from: null, to: null, bucket_s: null, time: [], bit_md_m: [], hook_load_kn: [], mode: [], note: measured.note },
    compute_ms: Math.round(computeMs * 10) / 10,
  };
}
