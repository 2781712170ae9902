/**
 * BHA changes among a well's annotations (spec 3.6 "Annotation kinds: BHA, …"): each BHA run marks
 * where it went in the hole, at its depth in and, on a time axis, at the time the hole reached that
 * depth (the well's own days vs depth record, as the run distribution does). A planned run or one
 * with no depth in marks nothing; a run whose depth in is outside the hole-depth record (not reached
 * yet, or drilled before the record began) marks the depth axis only.
 */
import { timeAtDepth } from '../../src/domain/drilling/kpi/days-vs-depth';
import type { AnnotationDto } from '../../src/domain/notes/note-kinds';
import type { Queryable } from '../db/db';
import { readBhaAssemblies, type BhaAssemblyDto } from '../equipment/bha-store';
import { daysVsDepthFor } from '../routes/logs/days-vs-depth';
import type { TimeSeriesStore } from '../timeseries/store';
import type { AnnotationRange } from './note-store';

const metres = (m: number) => `${Math.round(m * 10) / 10} m`;

function textOf(run: BhaAssemblyDto, before: BhaAssemblyDto | undefined): string {
  const lines = [`Run ${run.run_no} in at ${metres(run.depth_in_m!)} MD in the ${run.hole_size_in} in hole${run.bit ? `, bit: ${run.bit}` : ''}.`];
  if (run.status === 'in_hole') lines.push('In the hole now.');
  else if (run.depth_out_m !== null) lines.push(`Out at ${metres(run.depth_out_m)}${run.reason_pulled ? ` (pulled: ${run.reason_pulled})` : ''}.`);
  if (before?.reason_pulled) lines.push(`Run ${before.run_no} was pulled: ${before.reason_pulled}.`);
  if (run.comment) lines.push(run.comment);
  return lines.join('\n');
}

export async function bhaAnnotations(db: Queryable, store: TimeSeriesStore, wellId: string, r: AnnotationRange): Promise<AnnotationDto[]> {
  // A planned run has not gone in the hole: nothing changed yet.
  const runs = (await readBhaAssemblies(db, wellId)).filter((x) => x.depth_in_m !== null && x.status !== 'planned');
  if (!runs.length) return [];
  const byTime = r.fromS !== undefined || r.toS !== undefined;
  let timeOf: (depthM: number) => number | null = () => null;
  if (byTime) {
    const nowS = Math.floor(Date.now() / 1000);
    const { dvd } = await daysVsDepthFor(db, store, wellId, nowS, nowS);
    timeOf = (d) => {
      const t = timeAtDepth(dvd.curve, dvd.spudS, d);
      return t === null ? null : Math.round(t);
    };
  }
  const out: AnnotationDto[] = [];
  runs.forEach((run, i) => {
    const depth = run.depth_in_m!;
    const time = byTime ? timeOf(depth) : null;
    if (
      byTime
        ? time === null || time < (r.fromS ?? -Infinity) || time >= (r.toS ?? Infinity)
        : depth < (r.depthFromM ?? -Infinity) || depth > (r.depthToM ?? Infinity)
    )
      return;
    out.push({
      id: run.id,
      kind: 'bha',
      time,
      end_time: null,
      depth_m: depth,
      title: /\brun\s*\d/i.test(run.name) ? run.name : `Run ${run.run_no}: ${run.name}`,
      text: textOf(run, runs[i - 1]),
      severity: null,
    });
  });
  return out;
}
