/**
 * The location map's answer (server: wells/{id}/location_map) as what the base map draws: the wells
 * at their slots, plan trajectories and lease lines placed back on latitude/longitude around the
 * well's slot, and where the map opens: Map View on the configured default map centre (spec:
 * configuration "set a default map centre"), the other panes on the chosen radius around the well.
 */
import type { LocationMap } from '../../api/well-info';
import type { MapLine, MapOpening, MapWellPoint } from '../../features/base-map';
import { fromEastNorth, type LatLon } from '../../domain/wellinfo/geo-plane';
import type { DisplayQuantity } from '../directional/shared/display-units';
import { distanceText } from './map-traces';

/** Map View's zoom on the default centre: a region of some 3,000 km across, a continent's part. */
export const MAP_VIEW_ZOOM = 4;

export function mapWells(d: LocationMap, L: DisplayQuantity): MapWellPoint[] {
  return d.wells.map((w) => ({
    id: w.id,
    name: w.name,
    latDeg: w.latitude,
    lonDeg: w.longitude,
    selected: w.is_selected,
    detail: `${w.is_selected ? 'this well' : `${distanceText(w.distance_m, L)} at ${Math.round(w.bearing_deg ?? 0)}°`} · ${w.status_name}`,
  }));
}

export function mapLines(d: LocationMap): MapLine[] {
  if (!d.located) return [];
  const origin: LatLon = { latDeg: d.well.latitude!, lonDeg: d.well.longitude! };
  const place = (east: readonly number[], north: readonly number[]) => east.map((eastM, i) => fromEastNorth(origin, { eastM, northM: north[i] }));
  const out: MapLine[] = d.boundaries.map((b) => ({
    name: b.name,
    kind: b.kind === 'leaseline' ? 'leaseline' : 'boundary',
    points: place(b.east_m, b.north_m),
    closed: b.closed,
  }));
  for (const w of d.wells) {
    if (w.trajectory) out.push({ name: w.name, kind: w.is_selected ? 'own' : 'offset', points: place(w.trajectory.east_m, w.trajectory.north_m) });
  }
  return out;
}

export function mapOpening(d: LocationMap, defaultCentre: LatLon | null): MapOpening {
  if (defaultCentre) return { centre: defaultCentre, zoom: MAP_VIEW_ZOOM };
  const origin: LatLon = { latDeg: d.well.latitude!, lonDeg: d.well.longitude! };
  const r = d.radius_m;
  return { fit: { south: fromEastNorth(origin, { eastM: -r, northM: -r }), north: fromEastNorth(origin, { eastM: r, northM: r }) } };
}
