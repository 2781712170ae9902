/**
 * Where a well's own frame lands on the location map. A well's trajectory and boundaries are north/east
 * metres from its slot, north as its azimuths are referenced (grid or true); the map is true north,
 * east/north metres around the map's origin (the selected well's slot).
 */
import { rotateGridToTrue, type NorthReference } from '../directional/north-reference';
import { fromEastNorth, toEastNorth, type EastNorth, type LatLon } from './geo-plane';

export interface WellFrame {
  /** The site (pad) centre, or the well's own surface location when it has no site. */
  readonly site: LatLon;
  /** The slot's offset from the site centre, true north. */
  readonly slotNorthM: number;
  readonly slotEastM: number;
  readonly northReference: NorthReference;
  readonly convergenceDeg: number;
}

/** The slot's latitude/longitude: the site moved by the slot offset. */
export const slotLatLon = (f: WellFrame): LatLon => fromEastNorth(f.site, { eastM: f.slotEastM, northM: f.slotNorthM });

/** A function placing points of the well's frame on the map around `origin`. */
export function frameToMap(f: WellFrame, origin: LatLon): (p: { northM: number; eastM: number }) => EastNorth {
  const slot = toEastNorth(origin, slotLatLon(f));
  return (p) => {
    const t = f.northReference === 'grid' ? rotateGridToTrue({ northM: p.northM, eastM: p.eastM }, f.convergenceDeg) : p;
    return { eastM: slot.eastM + t.eastM, northM: slot.northM + t.northM };
  };
}
