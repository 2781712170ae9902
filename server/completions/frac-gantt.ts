/**
 * A well's completion operations as time bars (GET completions/{id}/gantt, the Stage Timeline): per
 * stage the wireline run that set its plug and fired its guns, its pumping (pump start to shut-in,
 * from frac_stages) and the drilling out of its plug; and the drill-out run as a whole. The wireline
 * and drill-out bars are modelled from the stage records (run-logs.ts says how), the pumping bars are
 * the stored picks.
 */
import type { Queryable } from '../db/db';
import { listStages } from './frac-queries';
import { drillOutWindows, listWirelineRuns, MODEL_NOTE } from './run-logs';

export type GanttKind = 'wireline' | 'pumping' | 'plug_drill_out' | 'drill_out';

export interface GanttBar {
  kind: GanttKind;
  /** The stage the bar belongs to; null for the drill-out run, which serves every stage. */
  stage_no: number | null;
  start_s: number;
  end_s: number;
  label: string;
}

export async function fracGantt(db: Queryable, wellId: string, nowS: number) {
  const [stages, wireline, drillOut] = await Promise.all([listStages(db, wellId), listWirelineRuns(db, wellId), drillOutWindows(db, wellId, nowS)]);
  const bars: GanttBar[] = [];
  for (const r of wireline.runs)
    bars.push({ kind: 'wireline', stage_no: r.stage_no, start_s: r.start_s, end_s: r.end_s, label: `Wireline: plug set, ${r.clusters} clusters perforated` });
  for (const s of stages)
    if (s.pump_start_s !== null && s.shut_in_s !== null)
      bars.push({ kind: 'pumping', stage_no: s.stage_no, start_s: s.pump_start_s, end_s: s.shut_in_s, label: 'Pumping: pump start to shut-in' });
  for (const p of drillOut.plugs)
    bars.push({ kind: 'plug_drill_out', stage_no: p.stage_no, start_s: p.tag_s, end_s: p.drilled_s, label: 'Plug drilled out: tagged to drilled' });
  if (drillOut.run)
    bars.push({
      kind: 'drill_out',
      stage_no: null,
      start_s: drillOut.run.start_s,
      end_s: drillOut.run.end_s,
      label: `Drill-out: ${drillOut.run.plugs_drilled} of ${drillOut.run.plugs_total} plugs${drillOut.run.finished ? '' : ', under way'}`,
    });
  bars.sort((a, b) => a.start_s - b.start_s || (a.stage_no ?? 0) - (b.stage_no ?? 0));
  return {
    stages: stages.map((s) => s.stage_no),
    bars,
    totals: {
      stages: stages.length,
      first_s: bars.length ? Math.min(...bars.map((b) => b.start_s)) : null,
      last_s: bars.length ? Math.max(...bars.map((b) => b.end_s)) : null,
      pumping_s: stages.reduce((a, s) => a + (s.pumping_s ?? 0), 0),
    },
    drill_out_reason: drillOut.reason,
    source: 'model' as const,
    note: `Pumping from the stage records. Wireline runs and drill-out: ${MODEL_NOTE}`,
  };
}
