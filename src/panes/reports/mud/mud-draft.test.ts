import { describe, expect, it } from 'vitest';
import type { MudReportDto } from '../../../api/mud';
import { changedCount, mudEdits, shownText, withField, type FieldUnits, type MudDraft } from './mud-draft';

const report = (id: string, density: number): MudReportDto =>
  ({
    id,
    date: `2026-11-0${id}`,
    density_kg_m3: density,
    funnel_viscosity_s: 55,
    pv_cp: 22,
    yp_lbf_100ft2: 14,
    fluid_loss_ml: 3.4,
    comment: 'ok',
  }) as MudReportDto;

// ppg, as an imperial user sees mud weight
const PPG = 119.826427;
const ppg: FieldUnits = {
  toApi: (f, v) => (f === 'density_kg_m3' ? v * PPG : v),
  fromApi: (f, v) => (f === 'density_kg_m3' ? v / PPG : v),
  decimals: (f) => (f === 'density_kg_m3' ? 2 : 2),
};

describe('mud report edit draft', () => {
  const reports = [report('1', 1318.09), report('2', 1330)];

  it('shows the mud weight in the user unit and sends back kg/m³; untouched or retyped-same fields send nothing', () => {
    expect(shownText(reports[0], 'density_kg_m3', ppg)).toBe('11');
    let d: MudDraft = new Map();
    d = withField(d, reports[0], 'density_kg_m3', '11');
    expect(mudEdits(d, reports, ppg).edits).toEqual([]);
    expect(changedCount(d, reports, ppg)).toBe(0);
    d = withField(d, reports[0], 'density_kg_m3', '11.5');
    d = withField(d, reports[1], 'comment', 'Weighted up');
    d = withField(d, reports[1], 'fluid_loss_ml', '');
    const x = mudEdits(d, reports, ppg);
    expect(x.problems).toEqual([]);
    expect(x.edits).toEqual([
      { id: '1', fields: { density_kg_m3: Math.round(11.5 * PPG * 1000) / 1000 } },
      { id: '2', fields: { comment: 'Weighted up', fluid_loss_ml: null } },
    ]);
    expect(changedCount(d, reports, ppg)).toBe(2);
  });

  it('an unreadable or out-of-range number is a problem naming the day and field, and nothing of it is sent', () => {
    let d: MudDraft = new Map();
    d = withField(d, reports[0], 'pv_cp', 'abc');
    d = withField(d, reports[1], 'density_kg_m3', '40');
    d = withField(d, reports[1], 'yp_lbf_100ft2', '16,5');
    const x = mudEdits(d, reports, ppg);
    expect(x.problems).toEqual(['2026-11-01: pv_cp is not a number', '2026-11-02: density_kg_m3 must be between 800 and 2600']);
    expect(x.edits).toEqual([{ id: '2', fields: { yp_lbf_100ft2: 16.5 } }]);
    // an emptied mud weight is refused: every report has one
    expect(mudEdits(withField(new Map(), reports[0], 'density_kg_m3', ' '), reports, ppg).problems).toEqual(['2026-11-01: density_kg_m3 is not a number']);
  });
});
