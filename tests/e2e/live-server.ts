/**
 * One server with the live rig simulator for every spec that needs live rigs (logs, notes, ready
 * panes, time journal, TV mode, wall playlist). Playwright runs the specs one after another in one
 * worker process, and each of them used to start a server of its own: a cold seed plus its demo
 * history every time. The first spec that asks starts it; it lives until the worker exits. A day of
 * history: which drilling phase the last half day holds follows the wall clock, and on stop 21's day
 * Red Hawk 2H only rotated through it, so the sweep's slide sheet panes were empty (a day held 80 min
 * of slides). Specs that change what another one reads (a saved workspace, a playlist) set it
 * themselves first.
 */
import { startLogsServer, type LogsServer } from '../../bench/logs-client-support';

export const LIVE_HISTORY_DAYS = 1;

let shared: Promise<LogsServer> | null = null;

async function start(): Promise<LogsServer> {
  // The bench server picks a random port; on a shared machine it can be taken: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      const srv = await startLogsServer(LIVE_HISTORY_DAYS);
      process.once('exit', () => srv.server.proc.kill('SIGKILL'));
      return srv;
    } catch (e) {
      if (attempt >= 3 || !/EADDRINUSE/.test(String(e))) throw e;
    }
  }
}

/** The worker's live server, started on first use (minutes on a loaded machine: call it from a beforeAll with a long timeout). */
export function liveServer(): Promise<LogsServer> {
  if (!shared) {
    shared = start();
    shared.catch(() => (shared = null));
  }
  return shared;
}
