import { expect, it } from 'vitest';
import { describeRefdata, readRefCsv } from '../../../../tests/support/refdata';
import { ALL_WELLS, listedWell } from '../anti-collision/test-support/iscwsa-clearance-set';
import { hlaSigmas } from './hla';
import { ISCWSA_MWD_REV4 } from './iscwsa-mwd-rev4';
import { ISCWSA_CLEARANCE_SET_PARAMS } from './models';
import type { TieOn } from './types';
import { wellUncertainty, type UncertaintyOptions } from './well-uncertainty';

/** (ours, listed) for H, L and A at every station of a listed well. */
function sigmaPairs(name: string, options: UncertaintyOptions = {}): [number, number][] {
  const well = listedWell(readRefCsv, name);
  const u = wellUncertainty(well.trajectory, ISCWSA_MWD_REV4, ISCWSA_CLEARANCE_SET_PARAMS, options);
  return well.rows.flatMap((r, k) => {
    const s = hlaSigmas(u.covariances[k], well.trajectory[k].incDeg, well.trajectory[k].aziDeg);
    return [
      [s.sigmaHM, r.sigmaH_1sd_m],
      [s.sigmaLM, r.sigmaL_1sd_m],
      [s.sigmaAM, r.sigmaA_1sd_m],
    ] as [number, number][];
  });
}

/** Largest |ours − listed| over H, L, A at every station whose listed sigma exceeds floorM. */
function worstSigmaErrorM(name: string, floorM: number, angularTieOn?: TieOn): number {
  let worst = 0;
  for (const [ours, listed] of sigmaPairs(name, { angularTieOn })) if (listed > floorM) worst = Math.max(worst, Math.abs(ours - listed));
  return worst;
}

/** Largest |ours / listed − 1| over H, L, A at every station with a non-zero listed sigma. */
function worstRelativeSigmaError(name: string, options: UncertaintyOptions = {}): number {
  let worst = 0;
  for (const [ours, listed] of sigmaPairs(name, options)) if (listed > 0) worst = Math.max(worst, Math.abs(ours / listed - 1));
  return worst;
}

describeRefdata('ISCWSA clearance set: 1-sd HLA sigmas, MWD Rev 4', () => {
  // The document promises agreement "to the second decimal place for values > 0.3 m".
  it.each(ALL_WELLS)('%s: every sigma above 0.3 m within 0.01 m (measured ≤ 0.0023 m)', (name) => {
    expect(worstSigmaErrorM(name, 0.3)).toBeLessThan(0.0025);
  });

  // Surface wells survey their own tie-on and agree to the listing's rounding at every station, the
  // first ones included. Offset 10 is tied on to the reference's survey at 900 m: none of its own error there.
  it.each(ALL_WELLS.filter((w) => w !== 'offset10'))('%s: every sigma, shallow ones too, within 0.001 m (measured ≤ 0.0007 m)', (name) => {
    expect(worstSigmaErrorM(name, 0)).toBeLessThan(0.001);
  });

  // Offset 10 is tied on to the reference's survey at 900 m: its uncertainty starts at zero there, but the
  // kick-off's direction and depth were measured by the reference's survey, independent of Offset 10's own
  // errors. Correlated with them (as a surveyed tie-on of its own) it is 21–37 % high just below the kick-off;
  // with no error at all, 28–30 % low.
  it('offset10: every sigma below the kick-off within 2 % of the listing, the first ones included (measured ≤ 1.41 %, at 930 m)', () => {
    expect(worstRelativeSigmaError('offset10')).toBeLessThan(0.02);
    expect(worstSigmaErrorM('offset10', 0)).toBeLessThan(0.0016);
    expect(worstRelativeSigmaError('offset10', { tieOnFromOtherSurvey: false })).toBeGreaterThan(0.2);
  });

  it("the Rev 4 workbook's error-free tie-on is 0.0009 m short on surface wells (half a metre of first course)", () => {
    expect(worstSigmaErrorM('ref', 0.3, 'none')).toBeGreaterThan(0.0005);
    expect(worstSigmaErrorM('ref', 0.3, 'none')).toBeLessThan(0.0012);
  });
});
