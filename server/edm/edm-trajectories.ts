/**
 * Positions of every EDM design of a project, computed by our minimum curvature from the stations the
 * export holds: each wellbore from its slot (a sidetrack from its parent's hole at the kick-off MD),
 * then placed in the project frame of the first site (site offsets by latitude/longitude, slot offsets,
 * north reference and datum through common-frame.ts, as the live wells are).
 */
import { deltaAzimuthDeg } from '../../src/domain/directional/angles';
import { buildOffsetIndex } from '../../src/domain/directional/anti-collision/offset-index';
import { travellingCylinder } from '../../src/domain/directional/anti-collision/travelling-cylinder';
import { interpolateAtMd, resampleByMd } from '../../src/domain/directional/interpolate';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import { sidetrackTrajectory } from '../../src/domain/directional/tie-in';
import type { Station, TrajectoryPoint } from '../../src/domain/directional/types';
import { verticalSectionM } from '../../src/domain/directional/vertical-section';
import { frameTransform, type FrameSettings, type FrameTransform } from '../directional/common-frame';
import type { EdmDesignRow, EdmSiteRow, EdmSlotRow, ProjectEdm } from './edm-store';

const r2 = (x: number) => Math.round(x * 100) / 100;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

export const designStations = (d: Pick<EdmDesignRow, 'stations'>): Station[] => d.stations.map(([mdM, incDeg, aziDeg]) => ({ mdM, incDeg, aziDeg }));

/** Stations from the slot: a first station below the datum hangs from a vertical hole above it. */
function fromSlot(stations: readonly Station[]): TrajectoryPoint[] {
  return minimumCurvature(stations, { tvdM: stations[0]?.mdM ?? 0, northM: 0, eastM: 0 });
}

/** Every design's trajectory in its own wellbore's slot frame (TVD below its site datum). */
export function localTrajectories(edm: ProjectEdm): Map<string, TrajectoryPoint[]> {
  const out = new Map<string, TrajectoryPoint[]>();
  const bores = new Map(edm.wellbores.map((b) => [b.id, b]));
  const mainDesign = (boreId: string) => {
    const list = edm.designs.filter((d) => d.wellbore_id === boreId);
    return list.find((d) => d.phase === 'actual' && d.definitive) ?? list.find((d) => d.phase === 'actual') ?? list[0];
  };
  const own = (d: EdmDesignRow): TrajectoryPoint[] => {
    const cached = out.get(d.id);
    if (cached) return cached;
    const b = bores.get(d.wellbore_id);
    const parentDesign = b?.parent_id ? mainDesign(b.parent_id) : undefined;
    const t = parentDesign && b?.kickoff_md_m != null ? sidetrackTrajectory(own(parentDesign), b.kickoff_md_m, designStations(d)) : fromSlot(designStations(d));
    out.set(d.id, t);
    return t;
  };
  for (const d of edm.designs) own(d);
  return out;
}

function frameOf(site: EdmSiteRow, slot: EdmSlotRow | undefined): FrameSettings {
  return {
    siteName: site.id,
    siteLatitude: site.latitude,
    siteLongitude: site.longitude,
    slotNorthM: slot?.north_m ?? 0,
    slotEastM: slot?.east_m ?? 0,
    northReference: site.north_reference,
    convergenceDeg: site.convergence_deg,
    datumElevationM: site.datum_elevation_m,
  };
}

function placed(t: readonly TrajectoryPoint[], f: FrameTransform) {
  return t.map((p) => {
    const h = f.rotate({ northM: p.northM, eastM: p.eastM });
    return {
      mdM: p.mdM,
      incDeg: p.incDeg,
      aziDeg: f.azimuthDeg(p.aziDeg),
      tvdM: f.origin.tvdM + p.tvdM,
      northM: f.origin.northM + h.northM,
      eastM: f.origin.eastM + h.eastM,
      dls: p.dlsDegPer30m,
    };
  });
}

export interface EdmDesignPath {
  design_id: string;
  design_name: string;
  phase: 'actual' | 'plan';
  definitive: boolean;
  wellbore_id: string;
  wellbore_name: string;
  edm_well_id: string;
  well_name: string;
  well_id: string | null;
  site_name: string;
  slot_name: string | null;
  slot: { ns: number; ew: number; tvd: number } | null;
  points: { md: number; inc: number; azi: number; tvd: number; ns: number; ew: number; vs: number; dls: number }[];
}

/** Every design in the frame of the project's first site; vsAziDeg null: along the project's widest closure. */
export function projectEdmPaths(edm: ProjectEdm, vsAziDeg: number | null) {
  const local = localTrajectories(edm);
  const ref = edm.sites[0];
  const siteBy = new Map(edm.sites.map((s) => [s.id, s]));
  const slotBy = new Map(edm.slots.map((s) => [s.id, s]));
  const wellBy = new Map(edm.wells.map((w) => [w.id, w]));
  const boreBy = new Map(edm.wellbores.map((b) => [b.id, b]));
  const refFrame = ref ? frameOf(ref, undefined) : null;
  const paths = edm.designs.flatMap((d) => {
    const bore = boreBy.get(d.wellbore_id)!;
    const well = wellBy.get(bore.edm_well_id)!;
    const site = siteBy.get(well.site_id)!;
    const slot = well.slot_id ? slotBy.get(well.slot_id) : undefined;
    const f = refFrame ? frameTransform(refFrame, frameOf(site, slot)) : null;
    const pts = f ? placed(local.get(d.id) ?? [], f) : [];
    return [{ d, bore, well, site, slot, f, pts }];
  });
  // default section azimuth: the direction of the farthest-reaching design's end from its slot
  let azi = vsAziDeg;
  if (azi === null) {
    let best = -1;
    azi = 0;
    for (const p of paths) {
      const end = p.pts.at(-1);
      if (!end || !p.f) continue;
      const dn = end.northM - p.f.origin.northM;
      const de = end.eastM - p.f.origin.eastM;
      if (Math.hypot(dn, de) > best) {
        best = Math.hypot(dn, de);
        azi = ((Math.atan2(de, dn) * 180) / Math.PI + 360) % 360;
      }
    }
  }
  const designs: EdmDesignPath[] = paths.map(({ d, bore, well, site, slot, f, pts }) => ({
    design_id: d.id,
    design_name: d.name,
    phase: d.phase,
    definitive: d.definitive,
    wellbore_id: bore.id,
    wellbore_name: bore.name,
    edm_well_id: well.id,
    well_name: well.name,
    well_id: well.well_id,
    site_name: site.name,
    slot_name: slot?.name ?? null,
    slot: f ? { ns: r2(f.origin.northM), ew: r2(f.origin.eastM), tvd: r2(f.origin.tvdM) } : null,
    points: pts.map((p) => ({
      md: r2(p.mdM),
      inc: r2(p.incDeg),
      azi: r2(p.aziDeg),
      tvd: r2(p.tvdM),
      ns: r2(p.northM),
      ew: r2(p.eastM),
      vs: r2(verticalSectionM(p, azi)),
      dls: r2(p.dls),
    })),
  }));
  return { frame: ref ? { site_name: ref.name, north_reference: ref.north_reference, datum_name: ref.datum_name } : null, vs_azimuth: r2(azi), designs };
}

export interface CompareRow {
  md: number;
  edm: { inc: number; azi: number; tvd: number; ns: number; ew: number };
  well: { inc: number; azi: number; tvd: number; ns: number; ew: number } | null;
  d_inc: number | null;
  d_azi: number | null;
  d_tvd: number | null;
  d_ns: number | null;
  d_ew: number | null;
  /** 3D distance between the two positions at this MD, metres. */
  distance: number | null;
}

/**
 * The EDM design against the well's own survey, station by station at the EDM station MDs: the
 * well's survey interpolated on its arcs at each MD (minimum curvature), both from their slots, deltas
 * well − EDM. Stations beyond the well's survey have no well values.
 */
export function compareWithSurvey(edmLocal: readonly TrajectoryPoint[], well: readonly TrajectoryPoint[]) {
  const first = well[0]?.mdM ?? Infinity;
  const last = well.at(-1)?.mdM ?? -Infinity;
  const rows: CompareRow[] = edmLocal.map((e) => {
    const edm = { inc: r3(e.incDeg), azi: r3(e.aziDeg), tvd: r3(e.tvdM), ns: r3(e.northM), ew: r3(e.eastM) };
    if (e.mdM < first - 1e-9 || e.mdM > last + 1e-9)
      return { md: r3(e.mdM), edm, well: null, d_inc: null, d_azi: null, d_tvd: null, d_ns: null, d_ew: null, distance: null };
    const w = interpolateAtMd(well, e.mdM);
    return {
      md: r3(e.mdM),
      edm,
      well: { inc: r3(w.incDeg), azi: r3(w.aziDeg), tvd: r3(w.tvdM), ns: r3(w.northM), ew: r3(w.eastM) },
      d_inc: r3(w.incDeg - e.incDeg),
      d_azi: r3(e.incDeg === 0 || w.incDeg === 0 ? 0 : deltaAzimuthDeg(e.aziDeg, w.aziDeg)),
      d_tvd: r3(w.tvdM - e.tvdM),
      d_ns: r3(w.northM - e.northM),
      d_ew: r3(w.eastM - e.eastM),
      distance: r3(Math.hypot(w.tvdM - e.tvdM, w.northM - e.northM, w.eastM - e.eastM)),
    };
  });
  const compared = rows.filter((r) => r.distance !== null);
  const worst = compared.reduce<CompareRow | null>((a, r) => (!a || r.distance! > a.distance! ? r : a), null);
  return {
    stations: rows.length,
    compared: compared.length,
    beyond_survey: rows.length - compared.length,
    max_distance: worst?.distance ?? null,
    max_distance_md: worst?.md ?? null,
    rows,
  };
}

/** Ref stations every this many metres for the cylinder (an EDM survey's own stations may be 100 m apart). */
const CYLINDER_STEP_M = 10;

/**
 * Travelling cylinder of one EDM design against every other design of its site (the site's frame):
 * each offset's crossing of the plane normal to the reference every 10 m along it, within radiusM.
 */
export function edmCylinder(siteEdm: ProjectEdm, designId: string, radiusM: number) {
  const { designs } = projectEdmPaths(siteEdm, 0);
  // in the site frame, as TrajectoryPoints (minimum curvature is unchanged by the frame's rotation)
  const inFrame = (p: EdmDesignPath): TrajectoryPoint[] => {
    if (!p.points.length) return [];
    const [first] = p.points;
    return minimumCurvature(
      p.points.map((x) => ({ mdM: x.md, incDeg: x.inc, aziDeg: x.azi })),
      { tvdM: first.tvd, northM: first.ns, eastM: first.ew },
    );
  };
  const ref = designs.find((d) => d.design_id === designId);
  if (!ref) return null;
  const refT = resampleByMd(inFrame(ref), CYLINDER_STEP_M);
  const offsets = designs
    .filter((d) => d.design_id !== designId && d.points.length > 1)
    .map((d) => {
      const points = travellingCylinder(refT, buildOffsetIndex(inFrame(d)), radiusM);
      return {
        design_id: d.design_id,
        name: `${d.wellbore_name} · ${d.design_name}`,
        phase: d.phase,
        points: points.flatMap((p) =>
          p
            ? [
                {
                  ref_md: r2(p.refMdM),
                  offset_md: r2(p.offsetMdM),
                  distance: r2(p.distanceM),
                  hs_angle: r2(p.highSideBearingDeg),
                  north_angle: r2(p.northBearingDeg),
                },
              ]
            : [],
        ),
      };
    });
  return { reference: { design_id: ref.design_id, name: `${ref.wellbore_name} · ${ref.design_name}` }, radius: radiusM, offsets };
}
