/**
 * The offline base map: Natural Earth countries (world-atlas, 1:50 m) and US Census states and
 * counties (us-atlas, 1:10 m), TopoJSON bundled with the client as lazily loaded chunks, read into
 * OpenLayers features in Web Mercator. No tile server: nothing is fetched from outside our origin.
 * Counties are loaded only when a view first zooms in far enough to draw them.
 */
import type { Feature } from 'ol';
import GeoJSON from 'ol/format/GeoJSON';
import type { Geometry } from 'ol/geom';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Counties appear from this zoom (about a state across the pane). */
export const COUNTIES_MIN_ZOOM = 6.5;
/** States appear from this zoom (about a continent across the pane). */
export const STATES_MIN_ZOOM = 3;

export const ATLAS_ATTRIBUTION = 'Natural Earth (world-atlas) · US Census Bureau (us-atlas)';

const geojson = new GeoJSON();

function read(topology: Topology, object: string): Feature<Geometry>[] {
  const fc = feature(topology, topology.objects[object] as GeometryCollection);
  return geojson.readFeatures(fc, { featureProjection: 'EPSG:3857' }) as Feature<Geometry>[];
}

const asTopology = (m: { default: unknown }) => m.default as Topology;

export async function loadCountries(): Promise<Feature<Geometry>[]> {
  return read(asTopology(await import('world-atlas/countries-50m.json')), 'countries');
}

export async function loadStates(): Promise<Feature<Geometry>[]> {
  return read(asTopology(await import('us-atlas/states-10m.json')), 'states');
}

export async function loadCounties(): Promise<Feature<Geometry>[]> {
  return read(asTopology(await import('us-atlas/counties-10m.json')), 'counties');
}
