/**
 * Demo field tickets for every demo well whose history is written (server/tickets/demo-tickets.ts).
 * The logs step seeds each well's as soon as its history is done; this step catches the wells of a
 * database whose history was written before field tickets existed.
 */
import { seedDemoTickets } from '../tickets/demo-tickets';
import type { SeedStep } from './steps';

export const ticketsStep: SeedStep = {
  id: '030-tickets',
  background: true,
  async run({ db, log }) {
    const { rows } = await db.query<{ well_id: string }>(`select well_id from log_well_state where history_status = 'done'`);
    let n = 0;
    for (const r of rows) n += await seedDemoTickets(db, r.well_id);
    if (n) log(`tickets: ${n} demo field tickets on ${rows.length} wells`);
  },
};
