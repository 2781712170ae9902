/**
 * What the model knows happened, reported as it happens: the truth the detector is scored
 * against, and the live simulator's "stand detected" trigger.
 */
import type { Stand } from '../../../src/domain/drilling/kpi/stand-types';

/** A drilling connection ended and a new stand started (back on bottom); or a stand ended with a trip. */
export interface StandEvent {
  readonly type: 'stand';
  readonly timeMs: number;
  readonly stand: Stand;
}

/** The driller re-zeroed a reading off bottom. `offsetBefore` is what the channel read just before. */
export interface ZeroEvent {
  readonly type: 'zero';
  readonly timeMs: number;
  readonly channel: 'wobT' | 'diffPMPa';
  readonly offsetBefore: number;
  readonly holeDepthM: number;
}

/** A completed trip, from the first stand moved to the last. */
export interface TripEvent {
  readonly type: 'trip';
  readonly timeMs: number;
  readonly direction: 'in' | 'out';
  readonly startMs: number;
  readonly endMs: number;
  readonly fromDepthM: number;
  readonly toDepthM: number;
  readonly stands: number;
  readonly inSlipsS: number;
}

export type RigEvent = StandEvent | ZeroEvent | TripEvent;
