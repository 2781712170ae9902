/**
 * Demo integrations (Admin › Integrations, data-widgets-calls 7.16) and the trajectory and message
 * data sources behind them. Red Hawk 3H's rig (LS-27) serves surveys and rig messages from its
 * WITSML 1.4.1.1 store, the demo survey provider (the replayer with --trajectory and --messages
 * serves the Volve F-4 objects under these ids): two sources, stopped until the rig is up. The
 * realtime integration maps the rig's log channels (the Petrolink real-time log header's mnemonics
 * and units, refdata witsml141/petrolink_rt_time_log_header.xml) through the mnemonic dictionary;
 * it ran once, on the 1 Hz rig log of the drilling demo well for the last hour before the demo
 * anchor: 3,600 records, all stored.
 */
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

// The Volve 15/9-F-4 ids of refdata witsml141/volve_F-4_trajectory.xml and volve_F-4_message.xml.
const VOLVE_F4 = { uid_well: '5e023a7f-1b34-4948-81ca-286bba72793b', uid_wellbore: 'dbffce7a-74d8-4443-8b7e-b937e5fede95' };

const PETROLINK_CHANNELS = [
  { mnemonic: 'BITDEPTH', unit: 'ft' },
  { mnemonic: 'BPOS', unit: 'ft' },
  { mnemonic: 'HOLEDEPTH', unit: 'ft' },
  { mnemonic: 'FLOWIN', unit: 'galUS/min' },
  { mnemonic: 'HOOKLOAD', unit: 'klbf' },
  { mnemonic: 'ROP', unit: 'ft/h' },
  { mnemonic: 'SPM1', unit: 'spm' },
  { mnemonic: 'SPM2', unit: 'spm' },
  { mnemonic: 'SPM3', unit: 'spm' },
  { mnemonic: 'SPP', unit: 'psi' },
  { mnemonic: 'RPM', unit: 'rpm' },
  { mnemonic: 'TORQUE', unit: 'ft.lbf' },
  { mnemonic: 'WOB', unit: 'klbf' },
];

export const integrationsStep: SeedStep = {
  id: '042-integrations',
  async run({ db, anchorS, log }) {
    const keys = await loadDemoKeys(db);
    const redhawk = keys?.wells['redhawk-3h'];
    const drilling = keys?.wells['redhawk-2h'];
    const provider = (
      await db.query<{ id: string; url: string }>(`select id, url from external_providers where kind = 'survey' and name = 'Rig LS-27 WITSML store'`)
    ).rows[0];
    if (!redhawk || !drilling || !provider) return;
    const source = async (name: string, kind: 'trajectory' | 'message', remote: object) =>
      (
        await db.query<{ id: string }>(
          `insert into well_data_sources (well_id, name, protocol, kind, mode, url, remote, poll_s, username) values ($1, $2, 'witsml141', $3, 'connect', $4, $5::jsonb, 60, 'replay') returning id`,
          [redhawk, name, kind, provider.url, JSON.stringify(remote)],
        )
      ).rows[0].id;
    const surveys = await source('LS-27 MWD surveys', 'trajectory', { ...VOLVE_F4, uid_trajectory: '5VIRG33' });
    const messages = await source('LS-27 rig messages', 'message', VOLVE_F4);
    const integration = async (name: string, module: string, wellId: string, sourceId: string | null, channels: object[]) =>
      (
        await db.query<{ id: string }>(
          `insert into integrations (name, provider_id, direction, module, well_id, source_id, channels) values ($1, $2, 'import', $3, $4, $5, $6::jsonb) returning id`,
          [name, provider.id, module, wellId, sourceId, JSON.stringify(channels)],
        )
      ).rows[0].id;
    await integration('LS-27 surveys', 'surveys', redhawk, surveys, []);
    await integration('LS-27 rig messages', 'messages', redhawk, messages, []);
    const realtime = await integration('LS-27 real-time log', 'realtime', drilling, null, PETROLINK_CHANNELS);
    // One finished run: the last hour before the anchor at 1 Hz, connected within 2 s.
    const startS = anchorS - 3600 - 2;
    const { rows } = await db.query<{ id: string }>(
      `insert into integration_sessions (integration_id, status, trigger, started_at, finished_at, records_in, records_ok, records_bad)
       values ($1, 'done', 'demo', to_timestamp($2), to_timestamp($3), 3600, 3600, 0) returning id`,
      [realtime, startS, anchorS],
    );
    await db.query(
      `insert into integration_steps (session_id, seq, name, status, started_at, finished_at, count_in, count_ok, count_bad, message) values
       ($1, 1, 'Connect to the provider', 'done', to_timestamp($2), to_timestamp($2 + 2), 0, 0, 0, 'connected to 127.0.0.1:5711'),
       ($1, 2, 'Ingest channel data', 'done', to_timestamp($2 + 2), to_timestamp($3), 3600, 3600, 0, null)`,
      [rows[0].id, startS, anchorS],
    );
    log('integrations: 3 demo integrations, 2 survey and message sources, 1 finished session');
  },
};
