/**
 * GET wells/{id}/location_map: what the offline location map draws (no tile server: the panes plot
 * it on a local plane). The well's slot, the wells you may see within a radius with their distance
 * and bearing, each located well's trajectory in plan (survey, then the definitive plan below it;
 * only for wells whose surveys you may see), and the well's lease lines and other boundaries, all as
 * east/north metres around the well's slot (true north).
 */
import { z } from 'zod';
import { objectPermissions } from '../../auth/object-access';
import { manyWellTrajectories } from '../../directional/directional-cache';
import type { WellTrajectories } from '../../directional/well-trajectories';
import { bearingDeg, distanceM, type LatLon } from '../../../src/domain/wellinfo/geo-plane';
import { frameToMap, slotLatLon, type WellFrame } from '../../../src/domain/wellinfo/map-frame';
import { well, wellVisibleSql } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { idParams } from '../../lib/schemas';
import { WELL_STATUS_NAMES } from '../wells-serialize';

const DEFAULT_RADIUS_M = 5000;
// Map View spans a region (2000 km): the plane is then a sketch, not a survey-grade projection.
/** Plan views need no more than one point every ~30 m: a stand. */
const PLAN_STEP_M = 30;

interface WellRow {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  status: number;
  stage: string;
  uwi: string | null;
}

const frameOf = (t: WellTrajectories, w: WellRow): WellFrame | null => {
  const s = t.settings;
  const lat = s.siteLatitude ?? w.latitude;
  const lon = s.siteLongitude ?? w.longitude;
  if (lat === null || lon === null) return null;
  // Without a site the well's own location is its slot.
  const hasSite = s.siteLatitude !== null && s.siteLongitude !== null;
  return {
    site: { latDeg: lat, lonDeg: lon },
    slotNorthM: hasSite ? s.slotNorthM : 0,
    slotEastM: hasSite ? s.slotEastM : 0,
    northReference: s.northReference,
    convergenceDeg: s.convergenceDeg,
  };
};

const r2 = (v: number) => Math.round(v * 100) / 100;

export const locationMap = defineRoute({
  method: 'GET',
  url: '/wells/:id/location_map',
  summary:
    "The well's offline location map: its slot, the wells you may see within a radius (distance, bearing, plan trajectory) and its boundaries, in east/north metres",
  tags: ['wells'],
  access: well('VIEW_WELL'),
  params: idParams,
  query: z.object({ radius_m: z.coerce.number().min(100).max(2_000_000).optional() }).strict(),
  async handler({ params, query, db, user }) {
    const radius = query.radius_m ?? DEFAULT_RADIUS_M;
    const cols = 't.id, t.name, t.latitude, t.longitude, t.status, t.stage, t.uwi';
    const me = (await db.query<WellRow>(`select ${cols} from wells t where t.id = $1`, [params.id])).rows[0];
    const [mine] = await manyWellTrajectories(db, [me.id]);
    const myFrame = frameOf(mine, me);
    if (!myFrame) {
      return {
        data: {
          well: { id: me.id, name: me.name, latitude: null, longitude: null },
          radius_m: radius,
          located: false,
          wells: [],
          boundaries: [],
          hidden_trajectories: 0,
        },
      };
    }
    const origin: LatLon = slotLatLon(myFrame);
    // Candidates by their recorded surface location, then placed by their own frame.
    const { rows: near } = await db.query<WellRow>(
      `select ${cols} from wells t where t.id <> $1 and t.latitude is not null and t.longitude is not null and ($2 or ${wellVisibleSql('t', '$3')})
         and abs(t.latitude - $4) < $5 and abs(t.longitude - $6) < $7 order by t.name`,
      [
        me.id,
        user.isAdmin,
        user.id,
        origin.latDeg,
        radius / 111_000 + 0.01,
        origin.lonDeg,
        radius / (111_000 * Math.cos((origin.latDeg * Math.PI) / 180)) + 0.01,
      ],
    );
    const trajectories = await manyWellTrajectories(
      db,
      near.map((w) => w.id),
    );
    let hidden = 0;
    const wells = [];
    const all = [{ row: me, t: mine }, ...near.map((row, i) => ({ row, t: trajectories[i] }))];
    for (const { row, t } of all) {
      const frame = frameOf(t, row);
      if (!frame) continue;
      const slot = slotLatLon(frame);
      const dist = distanceM(origin, slot);
      if (row.id !== me.id && dist > radius) continue;
      const place = frameToMap(frame, origin);
      const surveysVisible = row.id === me.id || (await objectPermissions(db, user, 'WELL', row.id)).permissions.includes('VIEW_SURVEY');
      let plan: { east_m: number[]; north_m: number[]; md_m: number[]; tvd_m: number[] } | null = null;
      if (surveysVisible) {
        const path = t
          .composite()
          .filter((p, i, a) => i === 0 || i === a.length - 1 || Math.floor(p.mdM / PLAN_STEP_M) !== Math.floor(a[i - 1].mdM / PLAN_STEP_M));
        if (path.length > 1) {
          const placed = path.map(place);
          plan = {
            east_m: placed.map((p) => r2(p.eastM)),
            north_m: placed.map((p) => r2(p.northM)),
            md_m: path.map((p) => r2(p.mdM)),
            tvd_m: path.map((p) => r2(p.tvdM)),
          };
        }
      } else hidden++;
      const at = place({ northM: 0, eastM: 0 });
      wells.push({
        id: row.id,
        name: row.name,
        uwi: row.uwi,
        status_name: WELL_STATUS_NAMES[row.status] ?? 'unknown',
        stage: row.stage,
        is_selected: row.id === me.id,
        latitude: slot.latDeg,
        longitude: slot.lonDeg,
        east_m: r2(at.eastM),
        north_m: r2(at.northM),
        distance_m: r2(dist),
        bearing_deg: row.id === me.id ? null : r2(bearingDeg(origin, slot)),
        trajectory: plan,
      });
    }
    wells.sort((a, b) => a.distance_m - b.distance_m);
    const place = frameToMap(myFrame, origin);
    const boundaries = mine.data.boundaries.map((b) => {
      const v = b.vertices.map(place);
      return {
        id: b.id,
        name: b.name,
        kind: b.kind,
        closed: b.closed ?? b.kind === 'leaseline',
        east_m: v.map((p) => r2(p.eastM)),
        north_m: v.map((p) => r2(p.northM)),
      };
    });
    return {
      data: {
        well: { id: me.id, name: me.name, latitude: origin.latDeg, longitude: origin.lonDeg },
        located: true,
        radius_m: radius,
        wells,
        boundaries,
        hidden_trajectories: hidden,
      },
    };
  },
});
