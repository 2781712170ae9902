/**
 * A well's completions KPIs for a multi-well comparison, from its pumped frac stages (the
 * frac_stages rows the stage summary reads) and the journal's troubles: stages completed, stages
 * per day over the frac (first stage start to last stage end), pumping hours, proppant, clean fluid
 * and slurry, pumping-time-weighted average treating pressure and slurry rate, and NPT in the frac
 * span. A figure the stages do not give is null with its reason in `missing`, never a made-up zero.
 */
export interface FracStageFigures {
  start_s: number | null;
  end_s: number | null;
  pumping_s: number | null;
  proppant_kg: number | null;
  clean_m3: number | null;
  slurry_m3: number | null;
  avg_treating_mpa: number | null;
  avg_rate_m3_min: number | null;
  isip_mpa: number | null;
}

export interface CompletionKpis {
  from_s: number | null;
  to_s: number | null;
  stages: number;
  frac_days: number | null;
  stages_per_day: number | null;
  pumping_h: number | null;
  proppant_kg: number | null;
  clean_m3: number | null;
  slurry_m3: number | null;
  avg_treating_mpa: number | null;
  avg_rate_m3_min: number | null;
  mean_isip_mpa: number | null;
  npt_s: number | null;
  npt_share: number | null;
  missing: Record<string, string>;
}

const num = (v: number | null): v is number => typeof v === 'number' && Number.isFinite(v);

/** Mean of `value` weighted by each stage's pumping time, over the stages that have both. */
function pumpWeighted(stages: readonly FracStageFigures[], value: (s: FracStageFigures) => number | null): number | null {
  let w = 0;
  let s = 0;
  for (const st of stages) {
    const v = value(st);
    if (num(v) && num(st.pumping_s) && st.pumping_s > 0) {
      w += st.pumping_s;
      s += v * st.pumping_s;
    }
  }
  return w > 0 ? s / w : null;
}

/** `nptInSpan(from, to)`: the journal's trouble seconds inside the frac span. */
export function completionKpis(stages: readonly FracStageFigures[], nptInSpan: (fromS: number, toS: number) => number): CompletionKpis {
  const missing: Record<string, string> = {};
  const timed = stages.filter((s) => num(s.start_s) && num(s.end_s));
  const out: CompletionKpis = {
    from_s: null,
    to_s: null,
    stages: stages.length,
    frac_days: null,
    stages_per_day: null,
    pumping_h: null,
    proppant_kg: null,
    clean_m3: null,
    slurry_m3: null,
    avg_treating_mpa: null,
    avg_rate_m3_min: null,
    mean_isip_mpa: null,
    npt_s: null,
    npt_share: null,
    missing,
  };
  if (!stages.length) {
    for (const k of Object.keys(out)) if (!['from_s', 'to_s', 'stages', 'missing'].includes(k)) missing[k] = 'No frac stages recorded for this well';
    return out;
  }
  const sum = (k: keyof FracStageFigures) => {
    const v = stages.map((s) => s[k]).filter(num);
    return v.length ? v.reduce((a, b) => a + b, 0) : null;
  };
  if (timed.length) {
    out.from_s = Math.min(...timed.map((s) => s.start_s!));
    out.to_s = Math.max(...timed.map((s) => s.end_s!));
    out.frac_days = (out.to_s - out.from_s) / 86_400;
    out.stages_per_day = out.frac_days > 0 ? timed.length / out.frac_days : null;
    out.npt_s = nptInSpan(out.from_s, out.to_s);
    out.npt_share = out.to_s > out.from_s ? out.npt_s / (out.to_s - out.from_s) : null;
  } else for (const k of ['frac_days', 'stages_per_day', 'npt_s', 'npt_share']) missing[k] = 'The stages have no start and end times';
  const pumpS = sum('pumping_s');
  out.pumping_h = pumpS === null ? null : pumpS / 3600;
  out.proppant_kg = sum('proppant_kg');
  out.clean_m3 = sum('clean_m3');
  out.slurry_m3 = sum('slurry_m3');
  out.avg_treating_mpa = pumpWeighted(stages, (s) => s.avg_treating_mpa);
  out.avg_rate_m3_min = pumpWeighted(stages, (s) => s.avg_rate_m3_min);
  const isip = stages.map((s) => s.isip_mpa).filter(num);
  out.mean_isip_mpa = isip.length ? isip.reduce((a, b) => a + b, 0) / isip.length : null;
  for (const k of ['pumping_h', 'proppant_kg', 'clean_m3', 'slurry_m3', 'avg_treating_mpa', 'avg_rate_m3_min', 'mean_isip_mpa'] as const)
    if (out[k] === null) missing[k] = 'Not recorded for the stages';
  return out;
}
