/**
 * Demo hazards and recommendations (issue 15: "hazards, recommendations ... for every drilling demo
 * well"): what offset wells of each basin taught, pinned to where this well meets the formation —
 * the picked top's MD where the well has crossed it, else the definitive plan's MD at the top's TVD
 * (a prognosis). Nothing is random: the catalogue is keyed by formation name, the depths are the well's.
 */
import { interpolateAtTvd } from '../../src/domain/directional/interpolate';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import type { HAZARD_SEVERITIES } from '../../src/domain/notes/note-kinds';
import type { Queryable } from '../db/db';

interface FormationLesson {
  hazard?: { title: string; body: string; severity: (typeof HAZARD_SEVERITIES)[number] };
  recommendation?: { title: string; body: string; aboveM: number };
}

/** Offset-well lessons by formation top name (Delaware, Midland and Williston demo fields). */
export const FORMATION_LESSONS: Readonly<Record<string, FormationLesson>> = {
  Rustler: {
    hazard: {
      title: 'Shallow water flow',
      severity: 'medium',
      body: 'Offsets saw **water flows** in the Rustler dolomite. Keep fresh-water mud; set surface casing below it.',
    },
  },
  Salado: {
    hazard: {
      title: 'Salt washout',
      severity: 'medium',
      body: 'Halite washes out in under-saturated mud: caliper to 1.5× bit size on offsets. Drill with **saturated brine**.',
    },
    recommendation: {
      title: 'Switch to saturated brine',
      aboveM: 30,
      body: 'Displace to saturated brine (1.20 sg) before drilling into the Salado; check chlorides every 30 m.',
    },
  },
  'Cherry Canyon': {
    hazard: {
      title: 'Lost circulation',
      severity: 'high',
      body: 'Two of five offsets **lost returns** in the Cherry Canyon (40–120 m³). Pre-mix LCM pill; limit ECD to 1.15 sg.',
    },
    recommendation: {
      title: 'Limit flow rate through the Cherry Canyon',
      aboveM: 50,
      body: 'Reduce flow to 2,000 L/min and keep ROP under 40 m/h until 100 m below the top; LCM pill on the rig floor.',
    },
  },
  'Brushy Canyon': {
    hazard: { title: 'Seepage losses', severity: 'low', body: 'Seepage of 1–3 m³/h in the Brushy Canyon sands on offsets; watch the trip tank.' },
  },
  'Bone Spring': {
    hazard: {
      title: 'H₂S possible',
      severity: 'high',
      body: 'Up to **100 ppm H₂S** measured in Bone Spring gas on offsets. H₂S drill before the top; sensors and escape sets checked.',
    },
    recommendation: {
      title: 'H₂S drill before the Bone Spring',
      aboveM: 100,
      body: 'Hold the H₂S drill and check every monitor before drilling within 100 m of the Bone Spring top.',
    },
  },
  'Wolfcamp A': {
    hazard: {
      title: 'Overpressure',
      severity: 'high',
      body: 'Pore pressure rises to **1.34 sg EMW** (0.58 psi/ft) in the Wolfcamp A. Keep mud weight at least 0.05 sg over it; watch connection gas.',
    },
    recommendation: {
      title: 'Weight up before the Wolfcamp',
      aboveM: 60,
      body: 'Weight up to 1.40 sg before the Wolfcamp A top; flow-check every connection for the first stand.',
    },
  },
  'San Andres': {
    hazard: {
      title: 'Lost circulation and H₂S',
      severity: 'high',
      body: 'Vugular dolomite: **total losses** on offsets and sour water. Drill with LCM and H₂S monitoring.',
    },
  },
  Spraberry: {
    hazard: { title: 'Tight hole', severity: 'low', body: 'Swelling shale streaks: ream each stand twice on offsets when the hole drags.' },
  },
  Pierre: {
    hazard: { title: 'Sloughing shale', severity: 'low', body: 'Pierre shale sloughs after 3 days open: keep inhibitive mud and the section short.' },
  },
  'Charles Salt': {
    hazard: { title: 'Salt creep', severity: 'medium', body: 'Charles salt creeps: tight hole on trips. Oil-based mud above 1.25 sg.' },
    recommendation: {
      title: 'Oil-based mud through the Charles',
      aboveM: 40,
      body: 'Oil-based mud at 1.28 sg from 40 m above the Charles Salt; short trip after the salt.',
    },
  },
};

interface Top {
  name: string;
  md_m: number | null;
  tvd_m: number | null;
}

/** The well's MD at each formation top: the picked MD, else the definitive plan's at the top's TVD. */
async function topsWithMd(db: Queryable, wellId: string): Promise<{ name: string; mdM: number }[]> {
  const tops = (await db.query<Top>('select name, md_m, tvd_m from formation_tops where well_id = $1 order by coalesce(md_m, tvd_m)', [wellId])).rows;
  const plan = (
    await db.query<{ md_m: number; inc_deg: number; azi_deg: number }>(
      `select s.md_m, s.inc_deg, s.azi_deg from well_plan_stations s join well_plans p on p.id = s.plan_id
        where p.well_id = $1 and p.is_definitive order by s.md_m`,
      [wellId],
    )
  ).rows;
  const traj = plan.length > 1 ? minimumCurvature(plan.map((r) => ({ mdM: Number(r.md_m), incDeg: Number(r.inc_deg), aziDeg: Number(r.azi_deg) }))) : [];
  const out: { name: string; mdM: number }[] = [];
  for (const t of tops) {
    const mdM = t.md_m !== null ? Number(t.md_m) : t.tvd_m !== null && traj.length ? interpolateAtTvd(traj, Number(t.tvd_m))?.mdM : undefined;
    if (mdM !== undefined && Number.isFinite(mdM)) out.push({ name: t.name, mdM: Math.round(mdM * 10) / 10 });
  }
  return out;
}

/** Writes the well's demo hazards and recommendations once (none if it already has any); returns how many. */
export async function seedDemoNotes(db: Queryable, wellId: string, authorId: string | null): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from well_notes where well_id = $1 and kind in ('hazard', 'recommendation')`, [
    wellId,
  ]);
  if ((rows[0]?.n ?? 0) > 0) return 0;
  let n = 0;
  for (const top of await topsWithMd(db, wellId)) {
    const lesson = FORMATION_LESSONS[top.name];
    if (!lesson) continue;
    if (lesson.hazard) {
      const h = lesson.hazard;
      await db.query(
        `insert into well_notes (well_id, kind, depth_m, title, body, severity, created_by, updated_by) values ($1, 'hazard', $2, $3, $4, $5, $6, $6)`,
        [wellId, top.mdM, `${h.title} — ${top.name}`, h.body, h.severity, authorId],
      );
      n++;
    }
    if (lesson.recommendation) {
      const r = lesson.recommendation;
      await db.query(`insert into well_notes (well_id, kind, depth_m, title, body, created_by, updated_by) values ($1, 'recommendation', $2, $3, $4, $5, $5)`, [
        wellId,
        Math.max(0, Math.round((top.mdM - r.aboveM) * 10) / 10),
        r.title,
        r.body,
        authorId,
      ]);
      n++;
    }
  }
  return n;
}
