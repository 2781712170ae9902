/**
 * Demo geoprognosis (issue 16): each demo well's pore pressure, fracture gradient, mud weight and
 * formation temperature, from its field's published gradients down to the deepest TVD of its own
 * trajectory (survey, then the definitive plan below it).
 */
import { wellTrajectories } from '../directional/directional-cache';
import { DEMO_PROFILES, FIELD_TOPS } from './directional/demo-profiles';
import { demoPressurePoints, demoTemperaturePoints } from './directional/demo-geoprognosis';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const geoprognosisStep: SeedStep = {
  id: '024-geoprognosis',
  async run({ db, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    let wells = 0;
    for (const p of DEMO_PROFILES) {
      const wellId = keys.wells[p.key];
      if (!wellId) continue;
      const t = (await wellTrajectories(db, wellId)).composite();
      const maxTvdM = t.reduce((m, q) => Math.max(m, q.tvdM), 0);
      if (maxTvdM <= 0) continue;
      const pressure = demoPressurePoints(p.field, FIELD_TOPS[p.field], maxTvdM);
      const temperature = demoTemperaturePoints(p.field, maxTvdM);
      await db.transaction(async (tx) => {
        for (const x of pressure) {
          await tx.query(
            `insert into well_pressure_points (well_id, tvd_m, pore_sg, frac_sg, mud_sg, formation, source) values ($1, $2, $3, $4, $5, $6, 'demo')
             on conflict (well_id, tvd_m) do nothing`,
            [wellId, x.tvd_m, x.pore_sg, x.frac_sg, x.mud_sg, x.formation],
          );
        }
        for (const x of temperature) {
          await tx.query(
            `insert into well_temperature_points (well_id, tvd_m, temp_c, source) values ($1, $2, $3, 'demo') on conflict (well_id, tvd_m) do nothing`,
            [wellId, x.tvd_m, x.temp_c],
          );
        }
      });
      wells++;
    }
    log(`geoprognosis: pressure and temperature profiles on ${wells} wells`);
  },
};
