/**
 * The frac stage an instant belongs to: the stage whose record holds it, else the next stage to start
 * (the time between records is the plug-and-perf run for that stage), else the last stage.
 */
export function stageOfTime(stages: readonly { stage_no: number; start_s: number; end_s: number }[], s: number): number | null {
  const sorted = [...stages].sort((a, b) => a.start_s - b.start_s);
  const inside = sorted.find((x) => s >= x.start_s && s < x.end_s);
  if (inside) return inside.stage_no;
  return (sorted.find((x) => x.start_s > s) ?? sorted.at(-1))?.stage_no ?? null;
}
