/**
 * Demo data source: Red Hawk 3H (planned, not spudded) has its rig's EDR configured as a WITS0 feed
 * the EDR pushes to port 5710, stopped until the rig is up. An administrator sees what a configured
 * source looks like, and starts it with the replayer to watch a real well live (README: Live data
 * from real rigs).
 */
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const feedsStep: SeedStep = {
  id: 'feeds',
  async run({ db }) {
    const wellId = (await loadDemoKeys(db))?.wells['redhawk-3h'];
    if (!wellId) return;
    await db.query(
      `insert into well_data_sources (well_id, name, protocol, mode, host, port) values ($1, 'Rig LS-27 EDR', 'wits0', 'listen', '0.0.0.0', 5710)
       on conflict do nothing`,
      [wellId],
    );
  },
};
