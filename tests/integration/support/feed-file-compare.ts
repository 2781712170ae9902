/**
 * The feed tests' check that a well's stored 1 Hz series is a replayed file: at every row's second,
 * each channel equals the file's value (in our units) within the store's 16-bit step. Returns the
 * stored series and the number of values compared; throws naming the first that differs.
 */
import type { ReplayFile } from '../../../server/replay/file-rows';
import type { RunningServer } from '../../../server/start';

export async function compareStoredWithFile(server: RunningServer, sourceId: string, file: ReplayFile, lastS: number) {
  const firstS = Math.floor(file.rows[0].timeS);
  const wid = (await server.db.query<{ well_id: string }>('select well_id from well_data_sources where id = $1', [sourceId])).rows[0].well_id;
  const channels = Object.keys(file.curves);
  const stored = await server.services.logs.store.raw(wid, channels, firstS, lastS + 1);
  let compared = 0;
  for (const c of channels) {
    const vs = file.rows.map((r) => r.values[c]).filter((v) => v !== undefined);
    const step = (Math.max(...vs) - Math.min(...vs)) / 65534;
    for (const r of file.rows) {
      const v = r.values[c];
      if (v === undefined) continue;
      const got = stored[c][Math.floor(r.timeS) - firstS];
      if (!(Math.abs(got - Math.fround(v)) <= step + 1e-6 * Math.abs(v))) throw new Error(`${c} at ${r.timeS}: stored ${got}, file ${v}`);
      compared++;
    }
  }
  return { stored, compared };
}
