/**
 * "ROP and Time": per stand, how fast it was drilled rotating and sliding and how long it took,
 * with the connection that followed — where drilling time goes, stand by stand.
 */
import type { Stand } from './stand-types';

export interface RopAndTimeRow {
  readonly standIndex: number;
  readonly startMs: number;
  readonly fromDepthM: number;
  readonly toDepthM: number;
  readonly rotaryM: number;
  readonly slideM: number;
  /** m/h over on-bottom rotating / sliding time; NaN when none. */
  readonly rotaryRopMph: number;
  readonly slideRopMph: number;
  readonly ropMph: number;
  /** On-bottom time, s. */
  readonly onBottomS: number;
  /** From on bottom to off bottom: includes off-bottom work inside the stand, s. */
  readonly standS: number;
  /** The following connection's weight-to-weight, s (NaN when the stand ended otherwise). */
  readonly weightToWeightS: number;
}

export function ropAndTime(stands: readonly Stand[]): RopAndTimeRow[] {
  const rate = (m: number, s: number) => (s > 0 ? m / (s / 3600) : NaN);
  return stands.map((s) => ({
    standIndex: s.index,
    startMs: s.startMs,
    fromDepthM: s.fromDepthM,
    toDepthM: s.toDepthM,
    rotaryM: s.rotaryM,
    slideM: s.slideM,
    rotaryRopMph: rate(s.rotaryM, s.rotaryS),
    slideRopMph: rate(s.slideM, s.slideS),
    ropMph: rate(s.drilledM, s.rotaryS + s.slideS),
    onBottomS: s.rotaryS + s.slideS,
    standS: (s.endMs - s.startMs) / 1000,
    weightToWeightS: s.connection ? s.connection.weightToWeightS : NaN,
  }));
}
