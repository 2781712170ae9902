import { describe, expect, it } from 'vitest';
import { defaultSections, generatedSections, holeVolumeM3, sectionFigures, sectionProblems, stageProblems } from './well-design';

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
      [1750, 5000, 8.5, 5.5],
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

  it('a Bakken casing program (13½" / 8¾" / 6" holes) makes the design its own: one section per string, each linked to it', () => {
    const casing = [
      { id: 'c0', name: '20" conductor', casing_type: 'conductor', od_in: 20, hole_size_in: 26, shoe_m: 24 },
      { id: 'c1', name: '9⅝" surface', casing_type: 'surface', od_in: 9.625, hole_size_in: 13.5, shoe_m: 640 },
      { id: 'c2', name: '7" intermediate', casing_type: 'intermediate', od_in: 7, hole_size_in: 8.75, shoe_m: 3420 },
      { id: 'c3', name: '4½" production liner', casing_type: 'production', od_in: 4.5, hole_size_in: 6, shoe_m: 6392 },
    ];
    const s = generatedSections(6400, [], casing);
    expect(s.map((x) => [x.name, x.from_m, x.to_m, x.hole_in, x.casing_od_in, x.casing_assembly_id])).toEqual([
      ['Surface 13½"', 0, 640, 13.5, 9.625, 'c1'],
      ['Intermediate 8¾"', 640, 3420, 8.75, 7, 'c2'],
      ['Lateral 6"', 3420, 6400, 6, 4.5, 'c3'],
    ]);
    // Mud windows from the (planned) mud program section each mostly lies in.
    expect(s.map((x) => x.mud_type)).toEqual(['WBM', 'OBM', 'OBM']);
    expect(sectionProblems(s)).toEqual([]);
  });

  it("a casing program drilling the mud program's holes keeps its sections and links the strings by OD and shoe", () => {
    const casing = [
      { id: 'a', name: '13⅜" surface', casing_type: 'surface', od_in: 13.375, hole_size_in: 17.5, shoe_m: 500 },
      { id: 'b', name: '9⅝" intermediate', casing_type: 'intermediate', od_in: 9.625, hole_size_in: 12.25, shoe_m: 1750 },
      { id: 'c', name: '5½" production', casing_type: 'production', od_in: 5.5, hole_size_in: 8.5, shoe_m: 4992 },
    ];
    const s = generatedSections(5000, [], casing);
    expect(s.map((x) => [x.from_m, x.to_m, x.hole_in, x.casing_assembly_id])).toEqual([
      [0, 500, 17.5, 'a'],
      [500, 1750, 12.25, 'b'],
      [1750, 5000, 8.5, 'c'],
    ]);
    // No casing program yet: the mud program's sections, unlinked.
    expect(generatedSections(5000, [], []).every((x) => x.casing_assembly_id === null)).toBe(true);
  });
});
