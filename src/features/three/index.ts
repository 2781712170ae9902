/** Public entry of the 3D feature. Importing this never loads three.js; the first <Scene3D> does. */
export { Scene3D, SCENE_KEYS_HELP, type Scene3DProps } from './scene-3d';
export type { Ellipse3D, Enu, Marker3D, Outline3D, Scene3DColors, Scene3DData, Tube3D } from './scene-types';
export { niceStep, sceneBounds, ticks } from './scene-bounds';
