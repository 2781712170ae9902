/**
 * Demo troubles for every demo well whose history is written (server/journal/demo-troubles.ts). The
 * logs step seeds each well's as soon as its history is done; this step catches the wells of a
 * database whose history was written before troubles existed.
 */
import { seedDemoTroubles } from '../journal/demo-troubles';
import type { SeedStep } from './steps';

export const troublesStep: SeedStep = {
  id: '009-troubles',
  background: true,
  async run({ db, log }) {
    const { rows } = await db.query<{ well_id: string }>(`select well_id from log_well_state where history_status = 'done'`);
    let n = 0;
    for (const r of rows) n += await seedDemoTroubles(db, r.well_id);
    if (n) log(`troubles: ${n} demo troubles on ${rows.length} wells`);
  },
};
