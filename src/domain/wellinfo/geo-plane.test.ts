import { describe, expect, it } from 'vitest';
import { bearingDeg, distanceM, fromEastNorth, scaleBarM, toEastNorth } from './geo-plane';

// Worked example of Chris Veness, "Calculate distance, bearing and more between latitude/longitude
// points" (movable-type.co.uk/scripts/latlong.html): Land's End 50°03′59″N 005°42′53″W to John
// o' Groats 58°38′38″N 003°04′12″W is 968.9 km, initial bearing 009°07′11″.
const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;
const landsEnd = { latDeg: dms(50, 3, 59), lonDeg: -dms(5, 42, 53) };
const johnOGroats = { latDeg: dms(58, 38, 38), lonDeg: -dms(3, 4, 12) };

describe('geo plane', () => {
  it("haversine distance and bearing match the published Land's End to John o' Groats example", () => {
    expect(distanceM(landsEnd, johnOGroats) / 1000).toBeCloseTo(968.9, 0);
    expect(Math.abs(distanceM(landsEnd, johnOGroats) - 968_900)).toBeLessThan(100);
    expect(bearingDeg(landsEnd, johnOGroats)).toBeCloseTo(dms(9, 7, 11), 2);
  });

  it('one degree of latitude is 111.2 km north; a degree of longitude shrinks with cos(latitude)', () => {
    const o = { latDeg: 31.9, lonDeg: -103.88 };
    const n = toEastNorth(o, { latDeg: 32.9, lonDeg: -103.88 });
    expect(n.northM).toBeCloseTo(111_195, -1);
    expect(n.eastM).toBe(0);
    const e = toEastNorth(o, { latDeg: 31.9, lonDeg: -102.88 });
    expect(e.eastM).toBeCloseTo(111_195 * Math.cos((31.9 * Math.PI) / 180), -1);
  });

  it('the local plane agrees with the great circle to a few centimetres over a 5 km lease map', () => {
    const o = { latDeg: 31.9012, lonDeg: -103.8841 };
    const p = { latDeg: 31.9312, lonDeg: -103.8541 };
    const en = toEastNorth(o, p);
    expect(Math.abs(Math.hypot(en.eastM, en.northM) - distanceM(o, p))).toBeLessThan(0.5);
    const back = fromEastNorth(o, en);
    expect(back.latDeg).toBeCloseTo(p.latDeg, 10);
    expect(back.lonDeg).toBeCloseTo(p.lonDeg, 10);
  });

  it('wraps longitude across the antimeridian', () => {
    const en = toEastNorth({ latDeg: 0, lonDeg: 179.999 }, { latDeg: 0, lonDeg: -179.999 });
    expect(en.eastM).toBeCloseTo(222.4, 0);
  });

  it('scale bar lengths are 1, 2 or 5 × 10ⁿ about a fifth of the span', () => {
    expect(scaleBarM(4000)).toBe(500);
    expect(scaleBarM(1200)).toBe(200);
    expect(scaleBarM(60)).toBe(10);
    expect(scaleBarM(0)).toBe(1);
  });
});

describe('map frame', async () => {
  const { frameToMap, slotLatLon } = await import('./map-frame');
  const site = { latDeg: 31.9012, lonDeg: -103.8841 };
  it('a slot 10 m east of the site sits 10 m east on the map; a grid-north point turns by the convergence', () => {
    const f = { site, slotNorthM: 0, slotEastM: 10, northReference: 'grid' as const, convergenceDeg: -1.84 };
    const place = frameToMap(f, site);
    const at0 = place({ northM: 0, eastM: 0 });
    expect(at0.eastM).toBeCloseTo(10, 6);
    expect(at0.northM).toBeCloseTo(0, 6);
    // 1000 m grid north with convergence −1.84° (true = grid + convergence) points 1.84° west of true north
    const p = place({ northM: 1000, eastM: 0 });
    expect(p.northM).toBeCloseTo(1000 * Math.cos((1.84 * Math.PI) / 180), 3);
    expect(p.eastM - 10).toBeCloseTo(-1000 * Math.sin((1.84 * Math.PI) / 180), 3);
    expect(slotLatLon(f).latDeg).toBeCloseTo(site.latDeg, 9);
  });
});
