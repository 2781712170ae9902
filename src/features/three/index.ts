/** Public entry of the 3D feature. Importing this never loads three.js; the first <Scene3D> does. */
export { Scene3D } from './scene-3d';
export type { Ellipse3D, Enu, Marker3D, Outline3D, Scene3DData, Tube3D } from './scene-types';
export { sceneBounds } from './scene-bounds';
