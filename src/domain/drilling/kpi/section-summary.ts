/**
 * Hole sections of a well (Section Summary hub): one section per casing string, the hole from the
 * previous string's shoe (the surface for the first) down to this string's shoe, drilled in the
 * string's hole size. Its time window comes from the auto time log: it starts at the first second
 * of drilling inside its depth range and lasts until drilling starts in the next section, so the
 * casing run, cementing and the drill-out trip of the section count for it (the usual "section
 * days"); the deepest section drilled lasts until the end of the rig data. The KPIs of each window
 * are the well's KPIs over that window (server/brs/section-summary-read.ts), the same code the
 * reports use, so a section's figures equal the reports' figures over its dates.
 */
import { Activity } from '../activities';
import { clipSpan, type LogSpan } from './run-summary';

export interface SectionCasing {
  readonly id: string;
  readonly name: string;
  readonly casingType: string;
  readonly odIn: number;
  readonly holeSizeIn: number;
  readonly shoeM: number;
  readonly status: 'planned' | 'set';
}

export type SectionStatus = 'drilled' | 'drilling' | 'not_reached';

export interface SectionWindow {
  readonly id: string;
  readonly name: string;
  readonly casing_type: string;
  readonly casing_od_in: number;
  readonly casing_status: SectionCasing['status'];
  readonly hole_size_in: number;
  /** The section's hole, m MD: the previous shoe (0 for the first) to this shoe. */
  readonly from_m: number;
  readonly to_m: number;
  readonly status: SectionStatus;
  /** New hole the auto time log books inside the section, m (rotary and slide). */
  readonly logged_m: number | null;
  readonly first_drilling_s: number | null;
  readonly last_drilling_s: number | null;
  /** The section's window, epoch s (end exclusive); null when the rig data never drilled it. */
  readonly start_s: number | null;
  readonly end_s: number | null;
  readonly days: number | null;
}

const isDrilling = (code: number) => code === Activity.ROTARY_DRILLING || code === Activity.SLIDE_DRILLING;

/** Risers are not drilled hole (spec 3.7: riser is disabled). */
export const SECTION_CASING_TYPES_SKIPPED: readonly string[] = ['riser'];

/**
 * The sections of `casing` (any order) against the auto time log `log` (any codes) whose data ends
 * at `dataEndS` (exclusive; null without rig data).
 */
export function sectionWindows(casing: readonly SectionCasing[], log: readonly LogSpan[], dataEndS: number | null): SectionWindow[] {
  const strings = casing.filter((c) => !SECTION_CASING_TYPES_SKIPPED.includes(c.casingType)).sort((a, b) => a.shoeM - b.shoeM || b.odIn - a.odIn);
  const drilling = log.filter((s) => isDrilling(s.code) && Number.isFinite(s.holeFromM) && Number.isFinite(s.holeToM));
  const holeM = drilling.reduce((m, s) => Math.max(m, s.holeFromM, s.holeToM), -Infinity);
  const parts = strings.map((c, i) => {
    const fromM = i === 0 ? 0 : strings[i - 1].shoeM;
    let loggedM = 0;
    let firstS = Infinity;
    let lastS = -Infinity;
    for (const s of drilling) {
      const x = clipSpan(s, fromM, c.shoeM);
      if (!x) continue;
      loggedM += x.footageM;
      firstS = Math.min(firstS, x.startS);
      lastS = Math.max(lastS, x.endS);
    }
    const drilled = Number.isFinite(firstS);
    const status: SectionStatus =
      c.status === 'set' || holeM >= c.shoeM - 1e-6 ? 'drilled' : Number.isFinite(holeM) && holeM > fromM ? 'drilling' : 'not_reached';
    return { c, fromM, status, drilled, loggedM, firstS, lastS };
  });
  return parts.map((p, i) => {
    const next = parts.slice(i + 1).find((q) => q.drilled);
    // Whole seconds: the KPI readers take integer epoch seconds.
    const startS = p.drilled ? Math.floor(p.firstS) : null;
    const endS = startS === null ? null : next ? Math.floor(next.firstS) : Math.ceil(dataEndS !== null ? Math.max(dataEndS, p.lastS) : p.lastS);
    return {
      id: p.c.id,
      name: p.c.name,
      casing_type: p.c.casingType,
      casing_od_in: p.c.odIn,
      casing_status: p.c.status,
      hole_size_in: p.c.holeSizeIn,
      from_m: p.fromM,
      to_m: p.c.shoeM,
      status: p.status,
      logged_m: p.drilled ? p.loggedM : null,
      first_drilling_s: p.drilled ? p.firstS : null,
      last_drilling_s: p.drilled ? p.lastS : null,
      start_s: startS,
      end_s: endS,
      days: startS === null || endS === null ? null : (endS - startS) / 86_400,
    };
  });
}
