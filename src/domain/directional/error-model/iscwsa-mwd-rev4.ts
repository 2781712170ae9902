/**
 * ISCWSA MWD Rev 4 ("ISCWSA MWD (Fixed Rig) Rev4", same as OWSG MWD Rev 2), as tabulated in the ISCWSA
 * error-model example workbook for test well #1. It has no bias terms, so it is also the "no bias terms"
 * variant the ISCWSA clearance-scenario well set uses. The tie-on is a surveyed station, as in the
 * clearance set's listings; the workbook itself leaves the tie-on error-free (angularTieOn: 'none').
 */
import { G, R, S, termsFromRows, type TermRow } from './term-rows';
import type { ErrorModel } from './types';

// code, description, weighting, vector, propagation, magnitude, unit
const rows: readonly TermRow[] = [
  ['DRFR', 'Depth reference, random', 'DREF', 'D', R, 0.35, 'm'],
  ['DSFS', 'Depth scale factor, systematic', 'DSF', 'D', S, 0.00056, '-'],
  ['DSTG', 'Depth stretch, global', 'DST', 'D', G, 2.5e-7, '1/m'],
  ['ABXY-TI1S', 'X and Y accelerometer bias (TF independent 1)', 'ABXY-TI1', 'IA', S, 0.004, 'm/s2'],
  ['ABXY-TI2S', 'X and Y accelerometer bias (TF independent 2)', 'ABXY-TI2', 'A', S, 0.004, 'm/s2'],
  ['ABZ', 'Z accelerometer bias', 'ABZ', 'IA', S, 0.004, 'm/s2'],
  ['ASXY-TI1S', 'X and Y accelerometer scale factor (TF independent 1)', 'ASXY-TI1', 'IA', S, 0.0005, '-'],
  ['ASXY-TI2S', 'X and Y accelerometer scale factor (TF independent 2)', 'ASXY-TI2', 'IA', S, 0.0005, '-'],
  ['ASXY-TI3S', 'X and Y accelerometer scale factor (TF independent 3)', 'ASXY-TI3', 'A', S, 0.0005, '-'],
  ['ASZ', 'Z accelerometer scale factor', 'ASZ', 'IA', S, 0.0005, '-'],
  ['MBXY-TI1S', 'X and Y magnetometer bias (TF independent 1)', 'MBXY-TI1', 'A', S, 70, 'nT'],
  ['MBXY-TI2S', 'X and Y magnetometer bias (TF independent 2)', 'MBXY-TI2', 'A', S, 70, 'nT'],
  ['MBZ', 'Z magnetometer bias', 'MBZ', 'A', S, 70, 'nT'],
  ['MSXY-TI1S', 'X and Y magnetometer scale factor (TF independent 1)', 'MSXY-TI1', 'A', S, 0.0016, '-'],
  ['MSXY-TI2S', 'X and Y magnetometer scale factor (TF independent 2)', 'MSXY-TI2', 'A', S, 0.0016, '-'],
  ['MSXY-TI3S', 'X and Y magnetometer scale factor (TF independent 3)', 'MSXY-TI3', 'A', S, 0.0016, '-'],
  ['MSZ', 'Z magnetometer scale factor', 'MSZ', 'A', S, 0.0016, '-'],
  ['DECG', 'Declination, global', 'AZ', 'A', G, 0.36, 'deg'],
  ['DECR', 'Declination, random', 'AZ', 'A', R, 0.1, 'deg'],
  ['DBHG', 'BH-dependent declination, global', 'DBH', 'A', G, 5000, 'deg.nT'],
  ['DBHR', 'BH-dependent declination, random', 'DBH', 'A', R, 3000, 'deg.nT'],
  ['AMIL', 'Axial magnetic interference (sin I sin A)', 'AMIL', 'A', S, 220, 'nT'],
  ['SAG', 'Sag', 'SAG', 'I', S, 0.2, 'deg'],
  ['XYM1', 'XY misalignment 1', 'XYM1', 'I', S, 0.1, 'deg'],
  ['XYM2', 'XY misalignment 2', 'XYM2', 'A', S, 0.1, 'deg'],
  ['XYM3', 'XY misalignment 3', 'XYM3', 'IA', S, 0.1, 'deg'],
  ['XYM4', 'XY misalignment 4', 'XYM4', 'IA', S, 0.1, 'deg'],
];

export const ISCWSA_MWD_REV4: ErrorModel = {
  id: 'iscwsa-mwd-rev4',
  name: 'ISCWSA MWD Rev 4',
  source: 'ISCWSA MWD error model example workbook, Rev 4, test well #1 (OWSG MWD Rev 2)',
  terms: termsFromRows(rows, 'surveyed'),
};
