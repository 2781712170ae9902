import type { DetectionOverrides } from '../../src/domain/drilling/rig-state/thresholds';
/**
 * The logs area's long-lived pieces for one database: the time-series store (one per database, so
 * every reader sees the live writers' open chunks), per-well history generation status, and the
 * live simulator when this instance runs it. Seed steps, routes and the simulator all reach them
 * through logServicesFor(db).
 */
import type { Queryable } from '../db/db';
import { UploadJobs } from './import/upload-jobs';
import { TimeSeriesStore } from './store';

export interface GenerationStatus {
  /** generating: demo history; catching_up: the live simulator filling the time the server was down. */
  state: 'generating' | 'catching_up' | 'done' | 'failed';
  fraction: number;
  detail: string;
}

export interface LiveSimulatorHandle {
  readonly wellIds: readonly string[];
  /** Latest provisional activity per well, for status. */
  status(wellId: string): { lastS: number | null; provisionalActivity: number | null } | null;
  flushWell(wellId: string): Promise<void>;
  /**
   * Go live with a realtime well at once from the rig model's state at the end of its history, before
   * that history is written (false when this instance does not hold the simulator's lease).
   */
  startAhead(wellId: string, name: string, rigState: unknown): Promise<boolean>;
  /** The well's history is written: store what went out live meanwhile and continue normally. */
  attachHistory(wellId: string): Promise<void>;
  /** The well configuration's detection settings changed: live detection uses them from the next second. */
  setDetectionOverrides(wellId: string, overrides: DetectionOverrides): Promise<void>;
  stop(): Promise<void>;
}

export class LogServices {
  readonly store: TimeSeriesStore;
  readonly generation = new Map<string, GenerationStatus>();
  simulator: LiveSimulatorHandle | null = null;
  readonly uploads = new UploadJobs();
  /** Aborted when the server closes: long generation stops between blocks. */
  readonly shutdown = new AbortController();

  constructor(readonly db: Queryable) {
    // The embedded database has one server (its DATA_DIR lock): what this process writes is all there is.
    this.store = new TimeSeriesStore(db, (db as { kind?: string }).kind === 'pglite');
  }
}

const registry = new WeakMap<Queryable, LogServices>();

export function logServicesFor(db: Queryable): LogServices {
  let s = registry.get(db);
  if (!s) {
    s = new LogServices(db);
    registry.set(db, s);
  }
  return s;
}
