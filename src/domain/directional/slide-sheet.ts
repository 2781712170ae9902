/**
 * The slide sheet: where the motor was slid (string not rotating) and at which toolface. Everything
 * between slides was rotated. Smart projections and rotary build/walk read it.
 */
import { magneticToGravityToolfaceDeg } from './arc';
import type { Station } from './types';

export interface SlideInterval {
  readonly fromMdM: number;
  readonly toMdM: number;
  readonly toolfaceDeg: number;
  readonly toolfaceType: 'GTF' | 'MTF';
}

/** Slid length inside [fromMdM, toMdM], metres. */
export function slidLengthM(slides: readonly SlideInterval[], fromMdM: number, toMdM: number): number {
  let total = 0;
  for (const s of slides) total += Math.max(0, Math.min(toMdM, s.toMdM) - Math.max(fromMdM, s.fromMdM));
  return total;
}

/** Gravity toolface of a slide at a station (MTF converted with the station's azimuth). */
export function slideGtfDeg(slide: SlideInterval, at: Station): number {
  return slide.toolfaceType === 'GTF' ? slide.toolfaceDeg : magneticToGravityToolfaceDeg(slide.toolfaceDeg, at.incDeg, at.aziDeg);
}

/**
 * [from, to) pieces of an MD interval, each either inside one slide or rotated, in MD order.
 * Overlapping slides are taken in the order given.
 */
export function splitBySlides(slides: readonly SlideInterval[], fromMdM: number, toMdM: number): { fromMdM: number; toMdM: number; slide?: SlideInterval }[] {
  const inRange = slides
    .filter((s) => s.toMdM > fromMdM && s.fromMdM < toMdM)
    .slice()
    .sort((a, b) => a.fromMdM - b.fromMdM);
  const out: { fromMdM: number; toMdM: number; slide?: SlideInterval }[] = [];
  let md = fromMdM;
  for (const s of inRange) {
    const a = Math.max(md, s.fromMdM);
    const b = Math.min(toMdM, s.toMdM);
    if (a > md) out.push({ fromMdM: md, toMdM: a });
    if (b > a) out.push({ fromMdM: a, toMdM: b, slide: s });
    md = Math.max(md, b);
  }
  if (md < toMdM) out.push({ fromMdM: md, toMdM });
  return out;
}
