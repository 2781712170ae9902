/**
 * Geoprognosis pressure and temperature of a well (issue 16; spec 7.4 "geoprognosis pressure and
 * temperature"): GET answers the stored points with what is derived from them (pressures, the mud
 * weight window, the geothermal fit) and the well's unit system; PUT replaces the table whole
 * (EDIT_GEOPROGNOSIS), audited with the counts before and after.
 */
import { geothermalFit, temperatureRows } from '../../../src/domain/wellinfo/geothermal';
import { pressureWindow } from '../../../src/domain/wellinfo/pressure-window';
import {
  pressurePointsBody,
  temperaturePointsBody,
  type PressurePointsInput,
  type TemperaturePointsInput,
} from '../../../src/domain/wellinfo/well-info-schemas';
import type { Queryable } from '../../db/db';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { defineRoute } from '../../lib/route';
import { idParams } from '../../lib/schemas';

const tags = ['geoprognosis'];
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

async function wellUnits(db: Queryable, id: string) {
  const { rows } = await db.query<{ name: string; unit_system: string }>('select name, unit_system from wells where id = $1', [id]);
  return { well_name: rows[0].name, unit_system: rows[0].unit_system as 'metric' | 'imperial' };
}

export async function readPressure(db: Queryable, wellId: string) {
  const { rows } = await db.query<Record<string, unknown>>(
    'select tvd_m, pore_sg, frac_sg, mud_sg, formation, source from well_pressure_points where well_id = $1 order by tvd_m',
    [wellId],
  );
  const window = pressureWindow(rows.map((r) => ({ tvdM: Number(r.tvd_m), poreSg: num(r.pore_sg), fracSg: num(r.frac_sg), mudSg: num(r.mud_sg) })));
  return {
    ...(await wellUnits(db, wellId)),
    points: window.map((w, i) => ({
      tvd_m: w.tvdM,
      pore_sg: w.poreSg,
      frac_sg: w.fracSg,
      mud_sg: w.mudSg,
      formation: (rows[i].formation as string | null) ?? null,
      source: rows[i].source as string,
      pore_pressure_mpa: w.porePressureMpa,
      frac_pressure_mpa: w.fracPressureMpa,
      overbalance_sg: w.overbalanceSg,
      frac_margin_sg: w.fracMarginSg,
      problem: w.problem,
    })),
  };
}

export async function readTemperature(db: Queryable, wellId: string) {
  const { rows } = await db.query<{ tvd_m: number; temp_c: number; source: string }>(
    'select tvd_m, temp_c, source from well_temperature_points where well_id = $1 order by tvd_m',
    [wellId],
  );
  const pts = rows.map((r) => ({ tvdM: Number(r.tvd_m), tempC: Number(r.temp_c) }));
  const fit = geothermalFit(pts);
  return {
    ...(await wellUnits(db, wellId)),
    fit: fit && { surface_c: fit.surfaceC, gradient_c_per_100m: fit.gradientCPer100m, rms_c: fit.rmsC },
    points: temperatureRows(pts).map((p, i) => ({
      tvd_m: p.tvdM,
      temp_c: p.tempC,
      source: rows[i].source,
      interval_gradient_c_per_100m: p.intervalGradientCPer100m,
    })),
  };
}

const getPressure = defineRoute({
  method: 'GET',
  url: '/wells/:id/geoprognosis/pressure',
  summary: 'Pore pressure, fracture gradient and mud weight against TVD (EMW in sg), with pressures and the mud weight window',
  tags,
  access: well('VIEW_GEOPROGNOSIS'),
  params: idParams,
  handler: ({ params, db }) => readPressure(db, params.id).then((data) => ({ data })),
});

const putPressure = defineRoute({
  method: 'PUT',
  url: '/wells/:id/geoprognosis/pressure',
  summary: 'Replace the pressure prognosis of the well (EDIT_GEOPROGNOSIS)',
  tags,
  access: well('EDIT_GEOPROGNOSIS'),
  params: idParams,
  body: pressurePointsBody,
  async handler({ params, body, db, user }) {
    const b = body as PressurePointsInput;
    await db.transaction(async (tx) => {
      const was = (await tx.query<{ n: number }>('select count(*)::int as n from well_pressure_points where well_id = $1', [params.id])).rows[0].n;
      await tx.query('delete from well_pressure_points where well_id = $1', [params.id]);
      for (const p of b.points) {
        await tx.query(
          `insert into well_pressure_points (well_id, tvd_m, pore_sg, frac_sg, mud_sg, formation, source) values ($1, $2, $3, $4, $5, $6, 'prognosis')`,
          [params.id, p.tvd_m, p.pore_sg, p.frac_sg, p.mud_sg, p.formation ?? null],
        );
      }
      await audit(
        tx,
        user.id,
        'geoprognosis.pressure.replace',
        { type: 'wells', id: params.id },
        { before: { points: was }, after: { points: b.points.length } },
      );
    });
    return { data: await readPressure(db, params.id), message: 'Pressure prognosis saved' };
  },
});

const getTemperature = defineRoute({
  method: 'GET',
  url: '/wells/:id/geoprognosis/temperature',
  summary: 'Formation temperature against TVD with the geothermal gradient (least-squares line and per interval)',
  tags,
  access: well('VIEW_GEOPROGNOSIS'),
  params: idParams,
  handler: ({ params, db }) => readTemperature(db, params.id).then((data) => ({ data })),
});

const putTemperature = defineRoute({
  method: 'PUT',
  url: '/wells/:id/geoprognosis/temperature',
  summary: 'Replace the temperature prognosis of the well (EDIT_GEOPROGNOSIS)',
  tags,
  access: well('EDIT_GEOPROGNOSIS'),
  params: idParams,
  body: temperaturePointsBody,
  async handler({ params, body, db, user }) {
    const b = body as TemperaturePointsInput;
    await db.transaction(async (tx) => {
      const was = (await tx.query<{ n: number }>('select count(*)::int as n from well_temperature_points where well_id = $1', [params.id])).rows[0].n;
      await tx.query('delete from well_temperature_points where well_id = $1', [params.id]);
      for (const p of b.points) {
        await tx.query(`insert into well_temperature_points (well_id, tvd_m, temp_c, source) values ($1, $2, $3, 'prognosis')`, [params.id, p.tvd_m, p.temp_c]);
      }
      await audit(
        tx,
        user.id,
        'geoprognosis.temperature.replace',
        { type: 'wells', id: params.id },
        { before: { points: was }, after: { points: b.points.length } },
      );
    });
    return { data: await readTemperature(db, params.id), message: 'Temperature prognosis saved' };
  },
});

export const geoprognosisRoutes = [getPressure, putPressure, getTemperature, putTemperature];
