import { describe, expect, it } from 'vitest';
import { describeRefdata, refPath } from '../../tests/support/refdata';
import { CliInputError } from './args';
import { parseSurveyCsv, readSurveyCsv } from './survey-csv';

describe('parseSurveyCsv', () => {
  it('reads md/inc/azi with a zero tie-in when there are no position columns', () => {
    const s = parseSurveyCsv('md,inc,azi\n0,0,0\n100,3,45\n200,6,-10\n', 'a.csv');
    expect(s.unit).toBe('m');
    expect(s.tieIn).toEqual({ tvdM: 0, northM: 0, eastM: 0 });
    expect(s.stations).toEqual([
      { mdM: 0, incDeg: 0, aziDeg: 0 },
      { mdM: 100, incDeg: 3, aziDeg: 45 },
      { mdM: 200, incDeg: 6, aziDeg: 350 },
    ]);
  });

  it('takes the unit and north reference from header suffixes and converts feet to metres', () => {
    const s = parseSurveyCsv('MD (ft),Inc (deg),Azimuth Grid (deg),TVD (ft),N (ft),E (ft)\n1000,10,20,990,100,-50\n1100,11,21,1088,110,-45\n', 'b.csv');
    expect(s.unit).toBe('ft');
    expect(s.northReference).toBe('grid');
    expect(s.stations[1].mdM).toBeCloseTo(335.28, 10);
    expect(s.tieIn.tvdM).toBeCloseTo(301.752, 10);
    expect(s.tieIn.northM).toBeCloseTo(30.48, 10);
    expect(s.tieIn.eastM).toBeCloseTo(-15.24, 10);
  });

  it('uses the default unit only when the header states none', () => {
    expect(parseSurveyCsv('md,inc,azi\n0,0,0\n', 'c.csv', { defaultUnit: 'ft' }).unit).toBe('ft');
    expect(parseSurveyCsv('md_m,inc,azi\n0,0,0\n', 'c.csv', { defaultUnit: 'ft' }).unit).toBe('m');
  });

  const bad: [string, string, RegExp][] = [
    ['missing column', 'md,inc\n0,0\n', /line 1: missing column azi/],
    ['non-numeric value', 'md,inc,azi\n0,0,0\n\n30,abc,0\n', /line 4: inc 'abc' is not a number/],
    ['empty cell', 'md,inc,azi\n0,0,0\n30,,0\n', /line 3: missing inc/],
    ['MD not increasing', 'md,inc,azi\n0,0,0\n30,1,0\n30,2,0\n', /line 4: MD 30 does not increase \(line 3 has 30\)/],
    ['inclination out of range', 'md,inc,azi\n0,0,0\n30,181,0\n', /line 3: inclination 181/],
    ['mixed units', 'md_ft,inc,azi,tvd_m\n0,0,0,0\n', /mixes metres and feet/],
    ['no rows', 'md,inc,azi\n', /no survey stations/],
    ['empty', '\n\n', /empty file/],
  ];
  for (const [name, text, message] of bad) {
    it(`rejects a file with ${name}, naming the line`, () => {
      expect(() => parseSurveyCsv(text, 'bad.csv')).toThrow(CliInputError);
      expect(() => parseSurveyCsv(text, 'bad.csv')).toThrow(message);
    });
  }

  it('reports an unreadable path as an input error', () => {
    expect(() => readSurveyCsv('/nonexistent/survey.csv')).toThrow(/cannot read \/nonexistent\/survey.csv: ENOENT/);
  });
});

describeRefdata('readSurveyCsv on the ISCWSA clearance set', () => {
  it('reads offset 10 (a sidetrack at 900 m) with its tie-in position from the first row', () => {
    const s = readSurveyCsv(refPath('directional/iscwsa_clearance_set_r4/wells/offset10.csv'));
    expect(s.unit).toBe('m');
    expect(s.northReference).toBe('grid');
    expect(s.tieIn).toEqual({ tvdM: 900, northM: 0, eastM: 0 });
    expect(s.stations[0]).toEqual({ mdM: 900, incDeg: 0, aziDeg: 180 });
    expect(s.stations).toHaveLength(52);
  });
});
