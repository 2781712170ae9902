/**
 * The completion's money and troubles for every fractured demo well (issue 19): the frac company's
 * field tickets (server/tickets/demo-frac-tickets.ts), which completion daily costs read, and the
 * troubles read off the stage records (src/domain/completions/frac-troubles.ts). Needs the frac
 * (015-frac) and the bids (027-bids).
 */
import { fracTroubles, type TroubleStage } from '../../src/domain/completions/frac-troubles';
import type { Db } from '../db/db';
import { seedDemoFracTickets } from '../tickets/demo-frac-tickets';
import { DEMO_WELLS } from './demo-org';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

/** Seeds a fractured well's troubles once (nothing when it has demo troubles); returns how many. */
export async function seedFracTroubles(db: Db, wellId: string): Promise<number> {
  const { rows: had } = await db.query('select 1 from incidents where well_id = $1 and source = $2 limit 1', [wellId, 'demo']);
  if (had.length) return 0;
  const { rows } = await db.query<Record<string, unknown>>(
    `select stage_no, start_s, end_s, top_md_m, plug_md_m, shut_in_s, max_treating_mpa, proppant_kg, design_proppant_kg from frac_stages where well_id = $1 order by start_s`,
    [wellId],
  );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const stages: TroubleStage[] = rows.map((r) => ({
    stage_no: Number(r.stage_no),
    start_s: Number(r.start_s),
    end_s: Number(r.end_s),
    top_md_m: Number(r.top_md_m),
    plug_md_m: num(r.plug_md_m),
    shut_in_s: num(r.shut_in_s),
    max_treating_mpa: num(r.max_treating_mpa),
    proppant_kg: Number(r.proppant_kg),
    design_proppant_kg: Number(r.design_proppant_kg),
  }));
  const troubles = fracTroubles(stages);
  await db.transaction(async (tx) => {
    for (const t of troubles) {
      await tx.query(`insert into incidents (well_id, type, start_s, end_s, depth_m, description, source) values ($1, $2, $3, $4, $5, $6, 'demo')`, [
        wellId,
        t.type,
        t.startS,
        t.endS,
        t.depthM,
        t.description,
      ]);
    }
  });
  return troubles.length;
}

export const fracCostsStep: SeedStep = {
  id: '038-frac-costs',
  async run({ db, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    for (const w of DEMO_WELLS.filter((x) => x.stage === 'completion_frac')) {
      const wellId = keys.wells[w.key];
      if (!wellId) continue;
      const tickets = await seedDemoFracTickets(db, wellId);
      const troubles = await seedFracTroubles(db, wellId);
      log(`frac costs: ${w.name} ${tickets} frac tickets, ${troubles} troubles`);
    }
  },
};
