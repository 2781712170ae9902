import { describe, expect, it } from 'vitest';
import { describeRefdata, readRefCsv } from '../../../../tests/support/refdata';
import { ISCWSA_MWD_REV4 } from '../error-model/iscwsa-mwd-rev4';
import { ISCWSA_CLEARANCE_SET_PARAMS } from '../error-model/models';
import { minimumCurvature } from '../minimum-curvature';
import { acScan } from './ac-scan';
import { clearance, type ClearanceRow } from './clearance';
import { drillingOrderEffect, padMatrix } from './pad-matrix';
import { listedClearance, listedWell, OFFSET_HOLE_IN, REF_HOLE_IN } from './test-support/iscwsa-clearance-set';

const setup = { model: ISCWSA_MWD_REV4, params: ISCWSA_CLEARANCE_SET_PARAMS };

describeRefdata('pad matrix over ISCWSA clearance-set wells (ref, offset01, offset03, offset07)', () => {
  const names = ['ref', 'offset01', 'offset03', 'offset07'];
  const wells = names.map((n) => listedWell(readRefCsv, n).trajectory);
  const hole = (i: number) => (i === 0 ? REF_HOLE_IN : OFFSET_HOLE_IN);
  const rowsOf = (i: number, j: number): ClearanceRow[] =>
    clearance(wells[i], wells[j], { ref: setup, separation: { refHoleDiameterIn: hole(i), offsetHoleDiameterIn: hole(j) } }).rows;
  const m = padMatrix(wells.length, rowsOf);

  it('the reference row equals the single-well AC scan against the same offsets, cell by cell', () => {
    const scan = acScan(
      wells[0],
      names.slice(1).map((id, k) => ({ id, trajectory: wells[k + 1] })),
      { ref: setup, separation: { refHoleDiameterIn: REF_HOLE_IN, offsetHoleDiameterIn: OFFSET_HOLE_IN } },
    );
    for (const o of scan.offsets) {
      const cell = m.cells[0][names.indexOf(o.id)]!;
      expect(cell.minSf, o.id).toBe(o.minSf!.value);
      expect(cell.refMdM, o.id).toBe(o.minSf!.refMdM);
      expect(cell.offsetMdM, o.id).toBe(o.minSf!.offsetMdM);
      expect(cell.minCcM, o.id).toBe(o.minCcDistance!.value);
      expect(cell.risk, o.id).toBe(o.risk);
    }
  });

  it('the reference row agrees with the ISCWSA listings: minimum SF within 0.005 at the listed depth', () => {
    for (const id of names.slice(1)) {
      const listed = listedClearance(readRefCsv, id);
      const min = listed.reduce((a, b) => (b.iscwsa_sf < a.iscwsa_sf ? b : a));
      const cell = m.cells[0][names.indexOf(id)]!;
      expect(Math.abs(cell.minSf - min.iscwsa_sf), id).toBeLessThan(0.005);
      expect(cell.refMdM, id).toBe(min.ref_md_m);
    }
  });

  it('a column is the offset scanned as reference: the reverse direction of each pair', () => {
    const back = acScan(wells[2], [{ id: 'ref', trajectory: wells[0], holeDiameterIn: REF_HOLE_IN }], {
      ref: setup,
      separation: { refHoleDiameterIn: OFFSET_HOLE_IN },
    });
    expect(m.cells[2][0]!.minSf).toBe(back.offsets[0].minSf!.value);
    expect(m.cells[0][0]).toBeNull();
  });

  it('flags the crossing (offset03) as stop and the parallel well 100 m away (offset01) as warning; 07 is clear', () => {
    const flagged = m.flagged.map((p) => [names[p.a], names[p.b], p.worst.risk]);
    expect(flagged).toContainEqual(['ref', 'offset03', 'stop']);
    expect(flagged).toContainEqual(['ref', 'offset01', 'warning']);
    expect(flagged.some(([a, b]) => (a === 'ref' && b === 'offset07') || (a === 'offset07' && b === 'ref'))).toBe(false);
    expect(m.worstRisk).toBe('stop');
    const sfs = m.flagged.map((p) => p.worst.minSf);
    expect([...sfs].sort((a, b) => a - b)).toEqual(sfs);
  });

  it('drilling order: a later well is checked against the wells already drilled only', () => {
    // offset07 first, then ref, then offset03: ref clears 07; offset03 must clear 07 and ref (it crosses ref)
    const steps = drillingOrderEffect(m, [3, 0, 2]);
    expect(steps[0]).toMatchObject({ well: 3, position: 1, after: [], againstDrilled: null, risk: 'ok' });
    expect(steps[1].againstDrilled).toBe(m.cells[0][3]);
    expect(steps[1].againstPad!.minSf).toBe(Math.min(...[1, 2, 3].map((j) => m.cells[0][j]!.minSf)));
    const o3 = [m.cells[2][3]!, m.cells[2][0]!].reduce((a, b) => (b.minSf < a.minSf ? b : a));
    expect(steps[2].againstDrilled).toBe(o3);
    expect(steps[2].risk).toBe('stop');
  });
});

describe('pad matrix without trajectories', () => {
  it('a well with neither survey nor plan is no-trajectory in its row and column, and never flagged', () => {
    // two vertical wells 30 m apart (hand check: C-C 30 m at every depth) and one with nothing
    const a = minimumCurvature([0, 300, 600].map((mdM) => ({ mdM, incDeg: 0, aziDeg: 0 })));
    const b = minimumCurvature(
      [0, 300, 600].map((mdM) => ({ mdM, incDeg: 0, aziDeg: 0 })),
      { northM: 0, eastM: 30, tvdM: 0 },
    );
    const t = [a, b, []];
    const m = padMatrix(3, (i, j) => (t[i].length && t[j].length ? clearance(t[i], t[j], { ref: setup }).rows : null));
    expect(m.cells[0][1]!.status).toBe('scanned');
    expect(m.cells[0][1]!.minCcM).toBeCloseTo(30, 9);
    expect(m.cells[0][2]).toMatchObject({ status: 'no-trajectory', minSf: Infinity, refMdM: null, risk: 'ok' });
    expect(m.cells[2][0]!.status).toBe('no-trajectory');
    expect(m.flagged.every((p) => p.a !== 2 && p.b !== 2)).toBe(true);
  });
});
