/** The schematic's bands checked by hand on a two-string program. */
import { describe, expect, it } from 'vitest';
import { bhaBands, schematicOf, schematicRun, type SchematicString } from './schematic';

const surface: SchematicString = {
  name: '13⅜" surface',
  status: 'set',
  type: 'surface',
  odIn: 13.375,
  idIn: 12.615,
  weightLbFt: 54.5,
  topM: 0,
  shoeM: 550,
  holeSizeIn: 17.5,
  slurries: [{ kind: 'tail', topM: 0, bottomM: 550, densityKgM3: 1890 }],
};
const intermediate: SchematicString = {
  ...surface,
  name: '9⅝" intermediate',
  type: 'intermediate',
  odIn: 9.625,
  idIn: 8.835,
  shoeM: 2000,
  holeSizeIn: 12.25,
  slurries: [{ kind: 'lead', topM: 400, bottomM: 2000, densityKgM3: 1560 }],
};

describe('wellbore schematic', () => {
  it('cement above the previous shoe sits inside the previous casing, below it against the hole', () => {
    const s = schematicOf([surface, intermediate], 2000);
    const lead = s.cement.filter((c) => c.kind === 'lead');
    expect(lead).toEqual([
      { kind: 'lead', name: '9⅝" intermediate', inner: 4.8125, outer: 6.3075, topM: 400, bottomM: 550 },
      { kind: 'lead', name: '9⅝" intermediate', inner: 4.8125, outer: 6.125, topM: 550, bottomM: 2000 },
    ]);
    expect(s.holes.map((h) => [h.topM, h.bottomM, h.outer])).toEqual([
      [0, 550, 8.75],
      [550, 2000, 6.125],
    ]);
    expect(s.deepestM).toBe(2000);
  });

  it('a planned string: no cement yet, its hole drawn only as far as drilled', () => {
    const s = schematicOf([surface, { ...intermediate, status: 'planned' }], 1200);
    expect(s.cement.every((c) => c.name === surface.name)).toBe(true);
    expect(s.holes[1]).toMatchObject({ topM: 550, bottomM: 1200 });
    expect(s.walls[1].planned).toBe(true);
  });
});

describe('BHA in the schematic', () => {
  it('hangs the components from the bit up, each as wide as its OD', () => {
    const bands = bhaBands(
      [
        { label: 'Bit', odIn: 8.5, lengthM: 0.3 },
        { label: 'Motor', odIn: 6.75, lengthM: 8.2 },
        { label: 'MWD', odIn: 6.75, lengthM: 9.5 },
      ],
      3000,
    );
    expect(bands.map((b) => [b.label, b.outer, b.topM, b.bottomM])).toEqual([
      ['Bit', 4.25, 2999.7, 3000],
      ['Motor', 3.375, 2999.7 - 8.2, 2999.7],
      ['MWD', 3.375, 2999.7 - 8.2 - 9.5, 2999.7 - 8.2],
    ]);
    expect(bands.every((b) => b.inner === 0)).toBe(true);
  });

  it('shows the run in the hole, else the next planned run, else none', () => {
    const run = (run_no: number, status: 'planned' | 'in_hole' | 'pulled') => ({ run_no, status });
    expect(schematicRun([run(1, 'pulled'), run(2, 'in_hole'), run(3, 'planned')])?.run_no).toBe(2);
    expect(schematicRun([run(1, 'pulled'), run(3, 'planned'), run(4, 'planned')])?.run_no).toBe(4);
    expect(schematicRun([run(1, 'pulled')])).toBeNull();
  });
});
