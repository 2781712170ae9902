/**
 * ISCWSA MWD Rev 5.1, MWD+SRGM (OWSG A001Mc), as tabulated in the ISCWSA error-model example workbooks
 * (revision 5.10, 2022) for test wells #1–#3. Every crustal-omission variant (-OS, -OH, -OI) is listed and
 * counted, as the workbook's TOTALS do.
 */
import { G, R, S, W, termsFromRows, type TermRow } from './term-rows';
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
  ['DEC-U', 'Declination, uncorrelated errors', 'AZ', 'A', W, 0.16, 'deg'],
  ['DEC-OS', 'Declination, crustal omission (standard models)', 'AZ', 'A', G, 0.24, 'deg'],
  ['DEC-OH', 'Declination, crustal omission (HD models)', 'AZ', 'A', G, 0.21, 'deg'],
  ['DEC-OI', 'Declination, crustal omission (IFR models)', 'AZ', 'A', G, 0.05, 'deg'],
  ['DECR', 'Declination, random', 'AZ', 'A', R, 0.1, 'deg'],
  ['DBH-U', 'BH-dependent declination, uncorrelated errors', 'DBH', 'A', W, 2350, 'deg.nT'],
  ['DBH-OS', 'BH-dependent declination, crustal omission (standard models)', 'DBH', 'A', G, 3359, 'deg.nT'],
  ['DBH-OH', 'BH-dependent declination, crustal omission (HD models)', 'DBH', 'A', G, 2840, 'deg.nT'],
  ['DBH-OI', 'BH-dependent declination, crustal omission (IFR models)', 'DBH', 'A', G, 356, 'deg.nT'],
  ['DBHR', 'BH-dependent declination, random', 'DBH', 'A', R, 3000, 'deg.nT'],
  ['AMIL', 'Axial magnetic interference (sin I sin A)', 'AMIL', 'A', S, 220, 'nT'],
  ['SAGE', 'Sag, enhanced (sin^0.25 I)', 'SAGE', 'I', S, 0.2, 'deg'],
  ['XYM1', 'XY misalignment 1', 'XYM1', 'I', S, 0.1, 'deg'],
  ['XYM2', 'XY misalignment 2', 'XYM2', 'A', S, 0.1, 'deg'],
  ['XYM3E', 'XY misalignment 3, enhanced (random, short-course scaled)', 'XYM3E', 'IA', R, 0.3, 'deg'],
  ['XYM4E', 'XY misalignment 4, enhanced (random, short-course scaled)', 'XYM4E', 'IA', R, 0.3, 'deg'],
  ['XCLA', 'Long course length, azimuth', 'XCLA', 'A', R, 0.167, '-'],
  ['XCLH', 'Long course length, inclination', 'XCLH', 'I', R, 0.167, '-'],
];

export const ISCWSA_MWD_REV5: ErrorModel = {
  id: 'iscwsa-mwd-rev5',
  name: 'ISCWSA MWD Rev 5.1 (MWD+SRGM, OWSG A001Mc)',
  source: 'ISCWSA MWD error model example workbooks, revision 5.10 (2022), test wells #1–#3',
  // the workbook lets the first station's angular error span the whole first course
  terms: termsFromRows(rows, 'first-interval'),
};
