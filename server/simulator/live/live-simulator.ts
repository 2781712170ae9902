/**
 * The live rig simulator: every realtime demo well whose history is generated continues at 1 Hz
 * from its saved state. Started after history generation, stopped (and flushed) on server close.
 * See README.md for what it publishes and how restarts and extra instances behave.
 */
import type { Db } from '../../db/db';
import type { LiveSimulatorHandle, LogServices } from '../../timeseries/log-services';
import { readWellState } from '../history/simulator-runs';
import type { RigModelState } from '../rig-model';
import { LiveWell } from './live-well';
import { LEASE_S, SimulatorLease } from './simulator-lease';

const VACUUM_EVERY_S = 3600;

export interface LiveSimulatorDeps {
  db: Db;
  logs: LogServices;
  publish(destination: string, body: unknown): void;
  log(m: string): void;
  /** Simulate only these wells (tests); default every realtime well with generated history. */
  wellIds?: readonly string[];
  /**
   * Simulated time (tests): the second to generate up to at each tick; default the wall clock.
   * A clock running ahead of the wall clock makes stands happen within a test's patience.
   */
  clock?: { nowS(): number; catchUpThresholdS?: number };
}

export async function realtimeWellsWithHistory(db: Db): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `select w.id, w.name from wells w join log_well_state s on s.well_id = w.id
     where w.realtime and s.history_status = 'done' and s.rig_state is not null order by w.name`,
  );
  return rows;
}

export function startLiveSimulator(deps: LiveSimulatorDeps): LiveSimulatorHandle {
  const { db, log } = deps;
  const lease = new SimulatorLease(db);
  const wells: LiveWell[] = [];
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let leased = false;
  let holding = false;
  let lastRenewS = 0;
  let lastVacuumS = Math.floor(Date.now() / 1000);
  let starting: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    // Just after each wall-clock second, so a second's sample is out ~50 ms after it ends.
    timer = setTimeout(
      () => {
        tick().catch((e: unknown) => {
          log(`live simulator: tick failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
          schedule();
        });
      },
      1050 - (Date.now() % 1000),
    );
  };

  async function begin(): Promise<void> {
    if (!(await lease.acquire())) {
      if (!leased) log(`live simulator: another instance holds the lease; retrying every ${LEASE_S / 3} s (set SIMULATOR=0 on extra instances)`);
      timer = setTimeout(() => void (starting = begin()), (LEASE_S / 3) * 1000);
      leased = true;
      return;
    }
    holding = true;
    const list = (await realtimeWellsWithHistory(db)).filter((w) => !deps.wellIds || deps.wellIds.includes(w.id));
    for (const w of list) {
      if (stopped) return;
      const row = await readWellState(db, w.id);
      if (!row) continue;
      const well = new LiveWell(w.id, w.name, deps, deps.clock?.catchUpThresholdS);
      await well.start(row, deps.clock ? Math.floor(deps.clock.nowS()) : Math.floor(Date.now() / 1000));
      wells.push(well);
    }
    lastRenewS = Math.floor(Date.now() / 1000);
    log(`live simulator: ${wells.length} realtime wells at 1 Hz (${wells.map((w) => w.name).join(', ') || 'none'})`);
    schedule();
  }

  async function tick(): Promise<void> {
    const nowS = deps.clock ? Math.floor(deps.clock.nowS()) : Math.floor(Date.now() / 1000) - 1;
    await Promise.all(wells.map((w) => w.tick(nowS).catch(() => {})));
    if (nowS - lastRenewS >= LEASE_S / 3) {
      lastRenewS = nowS;
      if (!(await lease.acquire().catch(() => false))) {
        log('live simulator: lost the lease to another instance; stopping here');
        holding = false;
        await Promise.all(wells.map((w) => w.stop()));
        wells.length = 0;
        return;
      }
    }
    // PGlite runs no autovacuum: live rewrites of open chunks would otherwise leave their old versions on disk.
    if (db.kind === 'pglite' && nowS - lastVacuumS >= VACUUM_EVERY_S) {
      lastVacuumS = nowS;
      await db.exec('vacuum ts_chunks').catch((e: unknown) => log(`live simulator: vacuum failed: ${String(e)}`));
    }
    schedule();
  }

  starting = begin().catch((e: unknown) => log(`live simulator failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));

  return {
    get wellIds() {
      return wells.map((w) => w.wellId);
    },
    status(wellId) {
      const w = wells.find((x) => x.wellId === wellId);
      return w ? { lastS: w.lastSecond, provisionalActivity: w.provisionalActivity() } : null;
    },
    async flushWell(wellId) {
      await wells.find((x) => x.wellId === wellId)?.flushNow();
    },
    async startAhead(wellId, name, rigState) {
      await starting;
      if (stopped || !holding || wells.some((w) => w.wellId === wellId)) return false;
      const well = new LiveWell(wellId, name, deps, deps.clock?.catchUpThresholdS);
      well.startAhead(rigState as RigModelState);
      wells.push(well);
      log(`live simulator: ${name} live from its end state while its history is written`);
      return true;
    },
    async attachHistory(wellId) {
      const well = wells.find((x) => x.wellId === wellId);
      const row = await readWellState(db, wellId);
      if (well && row) await well.attachHistory(row);
    },
    async setDetectionOverrides(wellId, overrides) {
      await wells.find((x) => x.wellId === wellId)?.setDetectionOverrides(overrides);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await starting;
      await Promise.all(wells.map((w) => w.stop()));
      await lease.release().catch(() => {});
    },
  };
}
