/**
 * Projections that use the live (continuous) inclination and azimuth an MWD or RSS tool sends between
 * surveys, taken at the sensor, which sits behind the bit: project to the sensor with the live angles,
 * then straight from the sensor to the bit.
 */
import { continuePath } from '../path';
import type { PathState } from '../types';
import { incAziToMd, straightToMd } from './courses';
import { ProjectionError, projection, type Projection } from './projection';
import { smartProjection, type SmartParams } from './smart';

export interface LiveReading {
  readonly sensorMdM: number;
  readonly incDeg: number;
  readonly aziDeg: number;
}

export function liveToBit(start: PathState, live: LiveReading, bitMdM: number): Projection {
  return liveThen(start, live.sensorMdM, live.incDeg, live.aziDeg, bitMdM);
}

/**
 * Live inclination with the smart projection's azimuth: near-bit inclination is reliable while the live
 * azimuth suffers from magnetic interference close to the motor, so the azimuth comes from the slide sheet.
 */
export function liveSmartAziToBit(start: PathState, live: LiveReading, bitMdM: number, smart: SmartParams): Projection {
  const aziDeg = live.sensorMdM > start.mdM ? smartProjection(start, live.sensorMdM, smart).end.aziDeg : start.aziDeg;
  return liveThen(start, live.sensorMdM, live.incDeg, aziDeg, bitMdM);
}

function liveThen(start: PathState, sensorMdM: number, incDeg: number, aziDeg: number, bitMdM: number): Projection {
  if (!(bitMdM >= sensorMdM)) throw new ProjectionError(`bit MD ${bitMdM} m is above the sensor at ${sensorMdM} m`);
  if (!(sensorMdM > start.mdM)) throw new ProjectionError(`the live reading at ${sensorMdM} m is not below the last survey at ${start.mdM} m`);
  const toSensor = incAziToMd(start, sensorMdM, incDeg, aziDeg);
  if (bitMdM === sensorMdM) return toSensor;
  const toBit = straightToMd(toSensor.end, bitMdM);
  return projection(continuePath(start, [toSensor.end, toBit.end]));
}
