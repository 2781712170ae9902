import { describe, expect, it } from 'vitest';
import { tracesToCsv } from './chart-csv';

describe('chart CSV', () => {
  it('writes every point with the axis titles and units', () => {
    const csv = tracesToCsv(
      [
        { type: 'scatter', name: 'Survey', x: [1, 2], y: [10, 20] },
        { type: 'scatter', name: 'Plan, #1', x: [3], y: [30] },
      ],
      { title: 'Inclination', unit: '°' },
      { title: 'MD', unit: 'm' },
    );
    expect(csv.split('\r\n')).toEqual(['series,Inclination (°),MD (m)', 'Survey,1,10', 'Survey,2,20', '"Plan, #1",3,30', '']);
  });

  it('writes r and theta for polar traces', () => {
    expect(tracesToCsv([{ type: 'scatterpolar', name: 'Offset', r: [5], theta: [90] }]).split('\r\n')[1]).toBe('Offset,5,90');
  });
});
