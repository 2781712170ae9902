import type { Db } from '../db/db';
import type { ServerConfig } from '../config';

/**
 * A demo-data step. Steps run once each, in order, recorded in settings('demo_steps'); a later
 * issue adds a step (surveys, logs, reports) and existing demo databases pick it up at next start.
 * `background` steps run after the server starts answering (long history generation).
 */
export interface SeedStep {
  id: string;
  background?: boolean;
  run(ctx: SeedContext): Promise<void>;
}

export interface SeedContext {
  db: Db;
  config: ServerConfig;
  /** Fixed once per database: demo dates are laid out relative to it. Epoch seconds. */
  anchorS: number;
  seed: number;
  log(message: string): void;
  /** Report progress of a long step (0..1), shown in the console and on affected panes. */
  progress(fraction: number, detail?: string): void;
}
