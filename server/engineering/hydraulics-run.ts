/**
 * POST wells/{id}/engineering/hydraulics: pressure losses by section, bit drop, standpipe pressure and
 * ECD at the bit and the shoe on the well's own trajectory (its TVD), at one flow rate, and the
 * standpipe and ECD curve over up to 100 flow rates.
 */
import type { z } from 'zod';
import type { hydraulicsBodySchema } from '../../src/domain/engineering/request-schemas';
import { DEMO_FLOW_LPM, DEMO_HOLE, DEMO_MUD, DEMO_NOZZLES_M, DEMO_SURFACE_LOSS_MPA } from '../../src/domain/engineering/demo-case';
import { hydraulics, type HydraulicsCase } from '../../src/domain/engineering/hydraulics';
import { binghamFromFann, herschelBulkleyFromFann, powerLawFromFann, type Fluid } from '../../src/domain/engineering/rheology';
import { tvdAtMd, wellPath } from '../../src/domain/engineering/well-path';
import { convert } from '../../src/domain/units';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import { Defaults, defaultShoeMdM, stringOf } from './case-inputs';
import { engineeringTrajectory } from './well-trajectory';

type Body = z.output<typeof hydraulicsBodySchema>;

const IN = 0.0254;
const lpm = (q: number) => convert(q, 'L/min', 'm3/s');
const r1 = (v: number) => Math.round(v * 10) / 10;

function fluidOf(f: NonNullable<Body['fluid']>): Fluid {
  if (f.model === 'bingham') return binghamFromFann(f.r600, f.r300, f.density_kg_m3);
  if (f.model === 'herschel_bulkley') return herschelBulkleyFromFann(f.r600, f.r300, f.r3!, f.density_kg_m3);
  return powerLawFromFann(f.r600, f.r300, f.density_kg_m3);
}

export async function hydraulicsAnswer(db: Queryable, wellId: string, body: Body) {
  const traj = await engineeringTrajectory(db, wellId, body.trajectory);
  const d = new Defaults();
  const string = stringOf(body.string, d);
  const fluidIn = d.pick(
    body.fluid,
    { density_kg_m3: DEMO_MUD.densityKgM3, model: 'power_law' as const, r600: DEMO_MUD.theta600, r300: DEMO_MUD.theta300 },
    'fluid',
  );
  const fluid = fluidOf(fluidIn);
  const path = wellPath(traj.points, 1);
  const tdM = path.mdM[path.mdM.length - 1];
  const bitMdM = d.pick(body.bit_md_m, tdM, 'bit_md_m');
  if (bitMdM > tdM + 1e-6) throw new HttpError(400, `body.bit_md_m: ${bitMdM} m is below the end of the ${traj.source} (${r1(tdM)} m MD)`);
  const shoe = defaultShoeMdM(traj.points);
  const hole = body.hole
    ? { casingIdM: body.hole.casing_id_m, shoeMdM: body.hole.shoe_md_m, openHoleM: body.hole.open_hole_m }
    : (d.defaulted.push('hole'), { ...DEMO_HOLE, shoeMdM: shoe.mdM });
  const nozzlesM = body.nozzles_32nds ? body.nozzles_32nds.map((n) => (n / 32) * IN) : (d.defaulted.push('nozzles_32nds'), [...DEMO_NOZZLES_M]);
  const flowLpm = d.pick(body.flow_lpm, DEMO_FLOW_LPM, 'flow_lpm');
  const surfaceLossMpa = d.pick(body.surface_loss_mpa, DEMO_SURFACE_LOSS_MPA, 'surface_loss_mpa');
  const base: Omit<HydraulicsCase, 'flowM3s'> = {
    fluid,
    string,
    bitMdM,
    hole,
    nozzlesM,
    surfaceLossPa: surfaceLossMpa * 1e6,
    tvdAt: (md) => tvdAtMd(path, md),
  };
  const run = (q: number) => {
    try {
      return hydraulics({ ...base, flowM3s: lpm(q) });
    } catch (e) {
      if (e instanceof RangeError) throw new HttpError(400, `body.${body.string ? 'string' : 'hole'}: ${e.message}`);
      throw e;
    }
  };
  const started = performance.now();
  const r = run(flowLpm);
  const curve = (body.flow_rates_lpm ?? []).map((q) => ({ q, r: run(q) }));
  const computeMs = performance.now() - started;

  return {
    trajectory: { source: traj.source, label: traj.label, note: traj.note, td_md_m: tdM },
    inputs: {
      string: string.map((s) => ({ name: s.name, length_m: s.lengthM, od_m: s.odM, id_m: s.idM, weight_kg_per_m: s.weightKgPerM })),
      fluid: { ...fluidIn, n: Math.round(fluid.n * 1e4) / 1e4, k_pa_sn: Math.round(fluid.kPaSn * 1e5) / 1e5, yield_pa: Math.round(fluid.yieldPa * 100) / 100 },
      flow_lpm: flowLpm,
      bit_md_m: bitMdM,
      hole: { casing_id_m: hole.casingIdM, shoe_md_m: hole.shoeMdM, open_hole_m: hole.openHoleM, shoe_from: body.hole ? 'as given' : shoe.from },
      nozzles_32nds: nozzlesM.map((m) => Math.round((m / IN) * 32)),
      surface_loss_mpa: surfaceLossMpa,
      defaulted: d.defaulted,
      note: d.note({ string: '5" drill pipe and 6½" BHA', hole: '9⅝" casing', fluid: '1.20 sg power-law mud' }),
    },
    model: 'Power law / Herschel–Bulkley; laminar exact, turbulent Dodge–Metzner, transition per API RP 13D; annulus as a slot',
    result: {
      sections: r.sections.map((s) => ({
        where: s.where,
        name: s.name,
        top_md_m: r1(s.topMdM),
        bottom_md_m: r1(s.bottomMdM),
        outer_m: s.outerM,
        inner_m: s.innerM,
        velocity_m_s: Math.round(s.velocityMS * 1000) / 1000,
        reynolds: Math.round(s.reynolds),
        regime: s.regime,
        loss_pa: Math.round(s.lossPa),
      })),
      surface_loss_pa: Math.round(r.surfaceLossPa),
      pipe_loss_pa: Math.round(r.pipeLossPa),
      annulus_loss_pa: Math.round(r.annulusLossPa),
      bit_loss_pa: Math.round(r.bitLossPa),
      standpipe_pa: Math.round(r.standpipePa),
      nozzle_velocity_m_s: r1(r.nozzleVelocityMS),
      bit_power_w: Math.round(r.bitPowerW),
      bit_tvd_m: r1(r.bitTvdM),
      ecd_bit_kg_m3: r1(r.ecdBitKgM3),
      ecd_shoe_kg_m3: r.ecdShoeKgM3 === null ? null : r1(r.ecdShoeKgM3),
    },
    curve: {
      flow_lpm: curve.map((c) => c.q),
      standpipe_pa: curve.map((c) => Math.round(c.r.standpipePa)),
      bit_loss_pa: curve.map((c) => Math.round(c.r.bitLossPa)),
      ecd_bit_kg_m3: curve.map((c) => r1(c.r.ecdBitKgM3)),
    },
    compute_ms: Math.round(computeMs * 10) / 10,
  };
}
