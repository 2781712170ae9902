/**
 * Demo logs: 1 Hz history of every drilling demo well with a spud date (DEMO_HISTORY_DAYS, default
 * 30), generated in the background after the server answers; realtime wells first, and live from the
 * end of their history before it is written (the live simulator must be running already). Progress per well goes to the console
 * every ~10 %, to /api/health (ctx.progress) and to GET /api/logs/{wellId}/status, so panes can show
 * "generating history 43 %". Wells finished before a restart are kept; an interrupted well starts over.
 * Archive wells (drilled before the story) come last, each whole and as a summary record, only when
 * DEMO_HISTORY_DAYS spans its drilling (demo-history-plan.ts).
 */
import { statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Queryable } from '../db/db';
import { bumpRevision } from '../directional/revision';
import { demoHistoryPlans, SPUD_DEPTH_M, type HistoryPlan } from '../simulator/demo-history-plan';
import { fitHistory, type FittedHistory } from '../simulator/history/fit-history';
import { generateWellHistory } from '../simulator/history/generate-well-history';
import { readWellState, upsertWellState } from '../simulator/history/simulator-runs';
import { surveyTimesFromHistory } from '../simulator/history/survey-times';
import { logServicesFor } from '../timeseries/log-services';
import { seedDemoTroubles } from '../journal/demo-troubles';
import { seedDemoMud } from '../mud/demo-mud';
import { seedDemoTickets } from '../tickets/demo-tickets';
import { DEMO_WELLS } from './demo-org';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

function dirBytes(path: string): number {
  let total = 0;
  for (const e of readdirSync(path, { withFileTypes: true })) {
    const p = join(path, e.name);
    total += e.isDirectory() ? dirBytes(p) : statSync(p).size;
  }
  return total;
}

/** Deepest survey station per well, from the directional demo step (none when that step is absent). */
async function deepestSurveyStations(db: Queryable): Promise<Record<string, number | null>> {
  try {
    const { rows } = await db.query<{ well_id: string; md: number }>('select well_id, max(md_m) as md from survey_stations group by well_id');
    return Object.fromEntries(rows.map((r) => [r.well_id, Number(r.md)]));
  } catch {
    return {};
  }
}

/** The demo's own survey stations of a well (seeded, or appended by the live simulator), by MD. */
async function demoStationMds(db: Queryable, wellId: string): Promise<number[]> {
  const { rows } = await db.query<{ md: number }>(
    `select md_m as md from survey_stations where well_id = $1 and source in ('demo', 'simulator') order by md_m`,
    [wellId],
  );
  return rows.map((r) => Number(r.md));
}

/** Stamps the stations with the times the fitted history drilled past them (survey-times.ts). */
async function retimeSurveys(db: Db, wellId: string, mdsM: number[], fitted: FittedHistory): Promise<void> {
  if (mdsM.length === 0) return;
  const times = surveyTimesFromHistory(mdsM, fitted);
  await db.transaction(async (tx) => {
    await tx.query(
      `update survey_stations s set surveyed_at = t.at, updated_at = now()
         from unnest($2::float8[], $3::bigint[]) as t(md, at)
        where s.well_id = $1 and s.md_m = t.md and s.source in ('demo', 'simulator')`,
      [wellId, mdsM, times],
    );
    await bumpRevision(tx, wellId);
  });
}

/** A stop without a stack trace: the step is simply not marked done and resumes at next start. */
function stopped(): Error {
  const e = new Error('demo history generation stopped by server shutdown; it continues at next start');
  e.stack = e.message;
  return e;
}

export const logsStep: SeedStep = {
  id: '004-logs',
  background: true,
  async run({ db, config, anchorS, seed, log, progress }) {
    const keys = await loadDemoKeys(db);
    if (!keys) throw new Error('demo logs: the demo organisation keys are missing');
    const logs = logServicesFor(db);
    const surveyedDepthM = await deepestSurveyStations(db);
    const plans = demoHistoryPlans(DEMO_WELLS, keys.wells, {
      anchorS,
      nowS: Math.floor(Date.now() / 1000),
      historyDays: config.demoHistoryDays,
      seed,
      surveyedDepthM,
    });
    const todo: HistoryPlan[] = [];
    for (const p of plans) {
      const st = await readWellState(db, p.wellId);
      if (st?.history_status === 'done') continue;
      todo.push(p);
      logs.generation.set(p.wellId, { state: 'generating', fraction: 0, detail: 'queued' });
    }
    // Realtime wells first, and live at once: a pilot run of the model (seconds) gives the state at
    // the end of their history, the live simulator continues from it while the history is written.
    todo.sort((a, b) => Number(b.realtime) - Number(a.realtime));
    if (todo.length) progress(0, 'fitting the histories to the surveys');
    const fitted = new Map<string, HistoryPlan>();
    const fit = async (p: HistoryPlan) => {
      const mds = await demoStationMds(db, p.wellId);
      const f = await fitHistory(p, logs.shutdown.signal, undefined, mds);
      if (!f) throw stopped();
      // A history that starts at the spud depth starts when the well was spudded: where the fit moved
      // it later (the rig drills faster than the demo's calendar), the spud date follows (before the
      // surveys are timed from it), so Days vs Depth and the default period begin where drilling did.
      if (f.plan.model.startDepthM <= SPUD_DEPTH_M + 1 && f.plan.fromS > f.plan.spudS) {
        f.plan = { ...f.plan, spudS: f.plan.fromS };
        await moveSpud(db, p.wellId, f.plan.fromS);
      }
      await retimeSurveys(db, p.wellId, mds, f);
      fitted.set(p.wellId, f.plan);
      return f;
    };
    for (const p of todo.filter((x) => x.realtime)) {
      const f = await fit(p);
      if (logs.simulator) await logs.simulator.startAhead(p.wellId, p.name, f.endState);
    }
    const t0 = performance.now();
    let totalS = 0;
    let doneS = 0;
    for (const planned of todo) {
      const p = fitted.get(planned.wellId) ?? (await fit(planned)).plan;
      totalS = doneS + (p.toS - p.fromS) + todo.slice(todo.indexOf(planned) + 1).reduce((s, x) => s + (x.toS - x.fromS), 0);
      const t1 = performance.now();
      let nextTenth = 0.1;
      log(`logs: generating ${((p.toS - p.fromS) / 86_400).toFixed(1)} days of ${p.summary ? 'summary' : '1 Hz'} history for ${p.name}`);
      const ok = await generateWellHistory(db, p, {
        signal: logs.shutdown.signal,
        log,
        onProgress: ({ fraction, days, holeDepthM }) => {
          const detail = `${days.toFixed(1)} of ${((p.toS - p.fromS) / 86_400).toFixed(1)} days, hole ${Math.round(holeDepthM)} m`;
          logs.generation.set(p.wellId, { state: 'generating', fraction, detail });
          progress((doneS + fraction * (p.toS - p.fromS)) / totalS, `${p.name}: ${detail}`);
          if (fraction >= nextTenth) {
            log(`logs: ${p.name} ${Math.floor(fraction * 100)}% (${detail})`);
            void upsertWellState(db, p.wellId, { fraction, detail }).catch(() => {});
            nextTenth = Math.floor(fraction * 10) / 10 + 0.1;
          }
        },
      });
      if (!ok) throw stopped();
      doneS += p.toS - p.fromS;
      await seedDemoTroubles(db, p.wellId);
      await seedDemoMud(db, p.wellId);
      await seedDemoTickets(db, p.wellId);
      logs.generation.set(p.wellId, { state: 'done', fraction: 1, detail: '' });
      if (p.realtime) await logs.simulator?.attachHistory(p.wellId);
      log(`logs: ${p.name} done in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
    }
    progress(1);
    if (todo.length) {
      const onDisk = !config.databaseUrl && !config.dataDir.startsWith('memory://');
      const size = onDisk ? `; ${config.dataDir} holds ${(dirBytes(config.dataDir) / 2 ** 20).toFixed(0)} MB` : '';
      log(
        `logs: ${todo.length} wells, ${(doneS / 86_400).toFixed(1)} well-days of history (1 Hz, or summary for archive wells) in ${((performance.now() - t0) / 1000).toFixed(1)} s${size}`,
      );
    }
  },
};

async function moveSpud(db: Queryable, wellId: string, spudS: number): Promise<void> {
  await db.query('update wells set start_date = $2 where id = $1', [wellId, spudS]);
  await db.query('update well_rigs set spud_date = $2 where well_id = $1', [wellId, spudS]);
}
