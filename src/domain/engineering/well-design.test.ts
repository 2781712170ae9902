import { describe, expect, it } from 'vitest';
import { defaultSections, holeVolumeM3, sectionFigures, sectionProblems, stageProblems } from './well-design';

describe('well design', () => {
  // Hand-checked: 12¼" = 0.31115 m; π/4 · 0.31115² = 0.076038 m³/m; over 1,000 m 76.04 m³

  it('hole volumes', () => {
    expect(holeVolumeM3(12.25, 1000)).toBeCloseTo(76.04, 1);
    expect(holeVolumeM3(17.5, 1000)).toBeCloseTo(155.18, 1);
    // 12¼" hole with 9⅝" casing (0.244475 m): annulus 0.076038 − 0.046942 = 0.029096 m³/m.
    const f = sectionFigures({
      name: 'i',
      from_m: 500,
      to_m: 1500,
      hole_in: 12.25,
      casing_od_in: 9.625,
      mud_type: 'OBM',
      mud_min_kg_m3: 1100,
      mud_max_kg_m3: 1200,
    });
    expect(f.length_m).toBe(1000);
    expect(f.casing_annulus_m3).toBeCloseTo(29.1, 1);
  });

  it('a default design follows the mud program and passes its own checks', () => {
    const s = defaultSections(5000);
    expect(s.map((x) => [x.from_m, x.to_m, x.hole_in, x.casing_od_in])).toEqual([
      [0, 500, 17.5, 13.375],
      [500, 1750, 12.25, 9.625],
      [1750, 5000, 8.75, 5.5],
    ]);
    expect(sectionProblems(s)).toEqual([]);
  });

  it('names what is wrong', () => {
    const s = defaultSections(5000);
    s[1] = { ...s[1], from_m: 600, casing_od_in: 13 };
    s[2] = { ...s[2], hole_in: 14 };
    expect(sectionProblems(s).map((p) => p.field)).toEqual(['sections.1.from_m', 'sections.1.casing_od_in', 'sections.2.hole_in']);
    const st = [
      { stage_no: 1, top_md_m: 4900, bottom_md_m: 4960, clusters: 5, proppant_t: 180, clean_m3: 1500 },
      { stage_no: 2, top_md_m: 4850, bottom_md_m: 4910, clusters: 5, proppant_t: 180, clean_m3: 1500 },
    ];
    expect(stageProblems(st)).toEqual([{ field: 'stages.1.top_md_m', message: 'overlaps stage 1' }]);
  });
});
