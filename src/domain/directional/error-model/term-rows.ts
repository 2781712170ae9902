/**
 * How the model files write their tables: one tuple per error term, in the OWSG column order, turned
 * into `ErrorTerm`s with the model's tie-on convention. The rows themselves stay in each model's file,
 * as its source tabulates them.
 */
import type { ErrorTerm, ErrorVector, MagnitudeUnit, Propagation, TieOn } from './types';

/** Short names for the propagation column. */
export const S = 'systematic';
export const R = 'random';
export const W = 'well-by-well';
export const G = 'global';

/** code, description, weighting, vector, propagation, magnitude, unit */
export type TermRow = readonly [string, string, string, ErrorVector, Propagation, number, MagnitudeUnit];

/** The terms of a table: depth terms carry no tie-on error, angular terms `angularTieOn` (types.ts, TieOn). */
export function termsFromRows(rows: readonly TermRow[], angularTieOn: TieOn): ErrorTerm[] {
  return rows.map(([code, description, weighting, vector, propagation, magnitude, unit]) => ({
    code,
    description,
    weighting,
    vector,
    propagation,
    magnitude,
    unit,
    tieOn: vector === 'D' ? 'none' : angularTieOn,
  }));
}
