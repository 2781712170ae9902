/**
 * Run summary (BRS, DOMAIN.md "per BHA run, depth in/out, hours, footage, ROP, reason pulled"): each
 * BHA run of the well against the auto time log (rig-state detection). A run is its depth range: the
 * rotary and slide drilling intervals whose new hole lies in [depth in, depth out) are its drilling,
 * split at the run's ends in proportion to the depth (a drilling interval's hole depth moves steadily
 * across it). Its circulating time is what the time log calls circulating from its first drilling
 * second until the bit starts out of the hole after its last (the bottoms-up before the trip out
 * included), and never past the next run's first drilling. The mean WOB, flow and diff. pressure
 * over on-bottom time (rotary and slide), and the rotary RPM, come from the recorded channels on a
 * regular sample grid, counted by src/domain/drilling/roadmap/compliance.ts exactly as the roadmap's
 * actuals are. Figures the data cannot give are null, with the reason in `missing`.
 */
import { Activity } from '../activities';
import { roadmapCompliance, type DrillingSpan, type SampleGrid } from '../roadmap/compliance';

export interface BhaRunInput {
  readonly id: string;
  readonly runNo: number;
  readonly name: string;
  /** The bit's description (first component), null when the string has no bit. */
  readonly bit: string | null;
  readonly holeSizeIn: number;
  readonly status: 'planned' | 'in_hole' | 'pulled';
  readonly depthInM: number | null;
  readonly depthOutM: number | null;
  readonly reasonPulled: string | null;
}

/** One interval of the auto time log, s and m (end exclusive). */
export interface LogSpan {
  readonly code: number;
  readonly startS: number;
  readonly endS: number;
  readonly holeFromM: number;
  readonly holeToM: number;
}

export interface RunMissing {
  /** The answer's field (or group of fields) that is null. */
  readonly field: string;
  readonly reason: string;
}

export interface RunSummaryRow {
  readonly id: string;
  readonly run_no: number;
  readonly name: string;
  readonly bit: string | null;
  readonly hole_size_in: number;
  readonly status: BhaRunInput['status'];
  readonly depth_in_m: number | null;
  /** The record's depth out; a run in the hole: the hole depth the data has reached, when deeper. */
  readonly depth_out_m: number | null;
  readonly depth_out_from: 'record' | 'hole_depth' | null;
  readonly footage_m: number | null;
  /** Epoch s of the run's first and last drilling second in the data. */
  readonly first_drilling_s: number | null;
  readonly last_drilling_s: number | null;
  /** New hole the time log books to the run, by mode, m. */
  readonly rotary_m: number | null;
  readonly slide_m: number | null;
  readonly rotary_s: number | null;
  readonly slide_s: number | null;
  readonly drilling_s: number | null;
  readonly rop_mph: number | null;
  readonly rotary_rop_mph: number | null;
  readonly slide_rop_mph: number | null;
  /** Slid share of the run's footage, %. */
  readonly slide_pct: number | null;
  readonly circulating_s: number | null;
  /** Means over the run's on-bottom samples (RPM: rotary drilling only; the string does not turn when sliding). */
  readonly wob_t: number | null;
  readonly rpm: number | null;
  readonly flow_lpm: number | null;
  readonly diffp_mpa: number | null;
  /** How much of the run's depth range the time log covers. */
  readonly coverage: 'none' | 'partial' | 'full';
  readonly reason_pulled: string | null;
  readonly missing: RunMissing[];
}

export interface RunSummaryInput {
  readonly runs: readonly BhaRunInput[];
  /** Auto time log intervals (any codes), ordered or not. */
  readonly log: readonly LogSpan[];
  /** Recorded channels on a regular grid (roadmap parameter ids: wob_t, rpm, flow_lpm, diffp_mpa). */
  readonly grid: SampleGrid | null;
  /** Channels never recorded on the well, by the same ids. */
  readonly unrecorded?: readonly string[];
}

/** A run covering at least this share of its footage with detected drilling is 'full'. */
export const FULL_COVERAGE_SHARE = 0.95;

const isDrilling = (code: number) => code === Activity.ROTARY_DRILLING || code === Activity.SLIDE_DRILLING;
const ends = new Set<number>([Activity.TRIP_OUT, Activity.OUT_OF_HOLE]);

/** The part of a drilling span inside [fromM, toM): its new hole and the time it took, by depth share. */
export function clipSpan(s: LogSpan, fromM: number, toM: number): { footageM: number; durationS: number; startS: number; endS: number } | null {
  const lo = Math.min(s.holeFromM, s.holeToM);
  const hi = Math.max(s.holeFromM, s.holeToM);
  const dur = s.endS - s.startS;
  if (hi - lo < 1e-9) {
    // On bottom without new hole: the whole span belongs where its depth is.
    return lo >= fromM && lo < toM ? { footageM: 0, durationS: dur, startS: s.startS, endS: s.endS } : null;
  }
  const a = Math.max(lo, fromM);
  const b = Math.min(hi, toM);
  if (b <= a) return null;
  const f0 = (a - lo) / (hi - lo);
  const f1 = (b - lo) / (hi - lo);
  return { footageM: b - a, durationS: dur * (f1 - f0), startS: s.startS + dur * f0, endS: s.startS + dur * f1 };
}

const mean2 = (a: { samples: number; mean: number | null } | undefined, b: { samples: number; mean: number | null } | undefined): number | null => {
  const na = a?.mean === null || a === undefined ? 0 : a.samples;
  const nb = b?.mean === null || b === undefined ? 0 : b.samples;
  if (na + nb === 0) return null;
  return ((na ? a!.mean! * na : 0) + (nb ? b!.mean! * nb : 0)) / (na + nb);
};

export function runSummary(input: RunSummaryInput): RunSummaryRow[] {
  const log = [...input.log].sort((a, b) => a.startS - b.startS);
  const drilling = log.filter((s) => isDrilling(s.code) && Number.isFinite(s.holeFromM) && Number.isFinite(s.holeToM));
  const dataHoleM = drilling.reduce((m, s) => Math.max(m, s.holeToM, s.holeFromM), -Infinity);
  const dataTopM = drilling.reduce((m, s) => Math.min(m, s.holeFromM, s.holeToM), Infinity);
  const dataEndS = log.length ? log[log.length - 1].endS : null;
  const runs = [...input.runs].sort((a, b) => (a.depthInM ?? Infinity) - (b.depthInM ?? Infinity) || a.runNo - b.runNo);

  // Pass 1: the depth range and drilling of every run.
  const ranged = runs.map((r) => {
    const missing: RunMissing[] = [];
    let outM = r.depthOutM;
    let outFrom: RunSummaryRow['depth_out_from'] = outM === null ? null : 'record';
    if (r.status === 'in_hole' && r.depthInM !== null && Number.isFinite(dataHoleM) && dataHoleM > (outM ?? -Infinity) && dataHoleM > r.depthInM) {
      outM = dataHoleM;
      outFrom = 'hole_depth';
    }
    if (r.depthInM === null)
      missing.push({ field: 'depth_in_m', reason: r.status === 'planned' ? 'planned run: not in the hole yet' : 'no depth in on the BHA record' });
    if (outM === null && r.depthInM !== null) missing.push({ field: 'depth_out_m', reason: 'no depth out on the BHA record' });
    const ok = r.depthInM !== null && outM !== null && outM > r.depthInM;
    let rotM = 0,
      rotS = 0,
      slideM = 0,
      slideS = 0;
    let firstS = Infinity,
      lastS = -Infinity;
    if (ok) {
      for (const s of drilling) {
        const c = clipSpan(s, r.depthInM!, outM!);
        if (!c) continue;
        if (s.code === Activity.ROTARY_DRILLING) {
          rotM += c.footageM;
          rotS += c.durationS;
        } else {
          slideM += c.footageM;
          slideS += c.durationS;
        }
        firstS = Math.min(firstS, c.startS);
        lastS = Math.max(lastS, c.endS);
      }
    }
    return { r, outM, outFrom, ok, missing, rotM, rotS, slideM, slideS, firstS, lastS };
  });

  const grid = input.grid;
  const compliance = grid
    ? roadmapCompliance(
        ranged.filter((x) => x.ok).map((x) => ({ id: x.r.id, mdFromM: x.r.depthInM!, mdToM: x.outM!, rotary: {}, slide: {} })),
        drilling.map<DrillingSpan>((s) => ({
          mode: s.code === Activity.SLIDE_DRILLING ? 'slide' : 'rotary',
          startS: s.startS,
          endS: s.endS,
          holeFromM: s.holeFromM,
          holeToM: s.holeToM,
        })),
        grid,
      )
    : [];
  const byId = new Map(compliance.map((c) => [c.id, c]));
  const unrecorded = new Set(input.unrecorded ?? []);

  const rows = ranged.map((x, i) => {
    const { r, outM, ok, missing } = x;
    const footage = ok ? outM! - r.depthInM! : null;
    const drilledM = x.rotM + x.slideM;
    const drilledS = x.rotS + x.slideS;
    const any = ok && drilledS > 0;
    const coverage: RunSummaryRow['coverage'] = !any ? 'none' : footage !== null && drilledM >= FULL_COVERAGE_SHARE * footage ? 'full' : 'partial';
    if (ok && !any) {
      missing.push({
        field: 'drilling',
        reason: Number.isFinite(dataHoleM)
          ? `no drilling detected over ${round(r.depthInM!)}–${round(outM!)} m: the recorded rig data covers ${round(dataTopM)}–${round(dataHoleM)} m`
          : 'no rig data recorded on this well: no drilling detected',
      });
    } else if (coverage === 'partial') {
      missing.push({
        field: 'drilling',
        reason: `rig data covers ${round(drilledM)} of the run's ${round(footage!)} m (recorded from ${round(Math.max(dataTopM, r.depthInM!))} m): hours, ROP and means are for that part only`,
      });
    }
    // Circulating: from the first drilling second to the first trip out (or out of hole) after the
    // last, and never into the next run's drilling.
    let circS: number | null = null;
    if (any) {
      const nextStart = ranged
        .slice(i + 1)
        .map((n) => n.firstS)
        .find((s) => Number.isFinite(s) && s > x.lastS);
      const leave = log.find((s) => ends.has(s.code) && s.startS >= x.lastS);
      const endS = Math.min(leave?.startS ?? dataEndS ?? x.lastS, nextStart ?? Infinity);
      circS = 0;
      for (const s of log) {
        if (s.code !== Activity.CIRCULATING) continue;
        circS += Math.max(0, Math.min(s.endS, endS) - Math.max(s.startS, x.firstS));
      }
    }
    const c = any ? byId.get(r.id) : undefined;
    const mean = (id: 'wob_t' | 'flow_lpm' | 'diffp_mpa' | 'rpm', both: boolean): number | null => {
      if (!any) return null;
      if (unrecorded.has(id)) {
        missing.push({ field: id, reason: 'channel not recorded on this well' });
        return null;
      }
      if (!c) {
        missing.push({ field: id, reason: 'no channel samples read' });
        return null;
      }
      const m = both ? mean2(c.rotary.params[id], c.slide.params[id]) : mean2(c.rotary.params[id], undefined);
      if (m === null) missing.push({ field: id, reason: both ? 'no samples on bottom' : 'no rotary drilling samples' });
      return m;
    };
    const rop = (m: number, s: number) => (s > 0 ? m / (s / 3600) : null);
    if (any && x.slideS === 0) missing.push({ field: 'slide_rop_mph', reason: 'no slide drilling in this run' });
    if (any && x.rotS === 0) missing.push({ field: 'rotary_rop_mph', reason: 'no rotary drilling in this run' });
    if (r.status !== 'pulled' && r.reasonPulled === null)
      missing.push({ field: 'reason_pulled', reason: r.status === 'in_hole' ? 'still in the hole' : 'not run yet' });
    return {
      id: r.id,
      run_no: r.runNo,
      name: r.name,
      bit: r.bit,
      hole_size_in: r.holeSizeIn,
      status: r.status,
      depth_in_m: r.depthInM,
      depth_out_m: outM,
      depth_out_from: x.outFrom,
      footage_m: footage,
      first_drilling_s: any ? Math.round(x.firstS) : null,
      last_drilling_s: any ? Math.round(x.lastS) : null,
      rotary_m: any ? x.rotM : null,
      slide_m: any ? x.slideM : null,
      rotary_s: any ? x.rotS : null,
      slide_s: any ? x.slideS : null,
      drilling_s: any ? drilledS : null,
      rop_mph: any ? rop(drilledM, drilledS) : null,
      rotary_rop_mph: any ? rop(x.rotM, x.rotS) : null,
      slide_rop_mph: any ? rop(x.slideM, x.slideS) : null,
      slide_pct: any && drilledM > 0 ? (100 * x.slideM) / drilledM : null,
      circulating_s: circS,
      wob_t: mean('wob_t', true),
      rpm: mean('rpm', false),
      flow_lpm: mean('flow_lpm', true),
      diffp_mpa: mean('diffp_mpa', true),
      coverage,
      reason_pulled: r.reasonPulled,
      missing,
    };
  });
  return rows.sort((a, b) => a.run_no - b.run_no);
}

const round = (m: number) => Math.round(m).toLocaleString('en-US');
