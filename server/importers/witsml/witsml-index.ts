/**
 * The index of a WITSML log, 1.4.1.1 and 2.0 alike: its kind from the indexType text, and its values
 * as stored (date-times in epoch ms; elapsed time in epoch ms from a given start, else in seconds;
 * depth as read, in its canonical unit).
 */
import { EPOCH_MS } from '../model';
import { elapsedToEpochMs } from '../time-index';
import { canonicalUnit, secondsPerUnit } from '../units';
import type { IndexKind } from './witsml-rows';

/** 'measured depth', 'date time', 'elapsed time' (any case) as an index kind. */
export function indexKindOf(indexType: string): IndexKind {
  const t = indexType.toLowerCase();
  return !t.includes('time') ? 'depth' : t.includes('elapsed') ? 'elapsed' : 'datetime';
}

export interface StoredIndex {
  readonly index: Float64Array;
  /** EPOCH_MS, 's' for elapsed time without a start, else the canonical unit of `unitRaw` ('' when unknown). */
  readonly indexUnit: string;
  /** The start that elapsed time was counted from; undefined for other kinds, or when none was given. */
  readonly startTimeMs?: number;
}

/** The index as read (`readWitsmlRows`) in the units it is stored in. */
export function storedIndex(index: Float64Array, kind: IndexKind, unitRaw: string, startTimeMs: number | undefined): StoredIndex {
  if (kind === 'datetime') return { index, indexUnit: EPOCH_MS };
  if (kind === 'depth') return { index, indexUnit: canonicalUnit(unitRaw) };
  const perUnit = secondsPerUnit(unitRaw) ?? 1;
  if (startTimeMs !== undefined) return { index: elapsedToEpochMs(index, startTimeMs, perUnit), indexUnit: EPOCH_MS, startTimeMs };
  return { index: perUnit === 1 ? index : index.map((v) => v * perUnit), indexUnit: 's' };
}
