import { describe, expect, it } from 'vitest';
import { parseInterpretation } from './interpretation-editor';

describe('interpretation editor text', () => {
  it('reads one point a line into the API body', () => {
    expect(parseInterpretation('3000 3010 3050\n3200, 3015, 3055', '3000 3030 3 5')).toEqual({
      body: {
        interpretation_points: [
          { md_m: 3000, top_tvd_m: 3010, bottom_tvd_m: 3050 },
          { md_m: 3200, top_tvd_m: 3015, bottom_tvd_m: 3055 },
        ],
        target_line_points: [{ md_m: 3000, tvd_m: 3030, window_above_m: 3, window_below_m: 5 }],
      },
    });
  });
  it('names the line and field of the first problem', () => {
    expect(parseInterpretation('3000 3010', '')).toEqual({ error: 'Picks, line 1: give three numbers, MD top bottom' });
    expect(parseInterpretation('3000 3050 3010', '')).toEqual({ error: 'Picks, line 1: bottom_tvd_m must be deeper than top_tvd_m' });
    expect(parseInterpretation('', '3100 3030 3 5\n3000 3030 3 5')).toEqual({
      error: 'Target line, line 2: md_m must be deeper than the point before (3100 m)',
    });
  });
});
