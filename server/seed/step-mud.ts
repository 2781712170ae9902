/**
 * Demo mud program and daily mud reports for every demo well whose history is written
 * (server/mud/demo-mud.ts). The logs step seeds each well's as soon as its history is done; this step
 * catches the wells of a database whose history was written before mud reports existed.
 */
import { seedDemoMud } from '../mud/demo-mud';
import type { SeedStep } from './steps';

export const mudStep: SeedStep = {
  id: '025-mud',
  background: true,
  async run({ db, log }) {
    const { rows } = await db.query<{ well_id: string }>(`select well_id from log_well_state where history_status = 'done'`);
    let n = 0;
    for (const r of rows) n += await seedDemoMud(db, r.well_id);
    if (n) log(`mud: ${n} demo mud reports on ${rows.length} wells`);
  },
};
