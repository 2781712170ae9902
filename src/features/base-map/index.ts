/** Public entry of the offline base map. Importing this never loads OpenLayers; the first <WellMap> does. */
export { WellMap } from './well-map';
export type { MapLine, MapOpening, MapWellPoint } from './map-types';
