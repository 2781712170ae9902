/** The BHA editor's text cells to the API body: units converted back to SI, problems named by row and column. */
import { describe, expect, it } from 'vitest';
import type { BhaAssemblyDto } from '../../api/equipment';
import { bodyOf, draftOf } from './bha-draft';
import { equipmentUnits } from './equipment-units';

const assembly = {
  run_no: 3,
  name: 'Run 3',
  hole_size_in: 8.5,
  status: 'pulled',
  depth_in_m: 2190,
  depth_out_m: 3191.5,
  reason_pulled: 'Landed',
  comment: '',
  components: [
    {
      type: 'bit',
      description: 'PDC',
      od_in: 8.5,
      id_in: 0,
      length_m: 0.35,
      weight_kg_m: 150,
      connection: '4½" REG',
      serial: 'B1',
      sensor_offset_m: null,
      bend_deg: null,
    },
    {
      type: 'mwd',
      description: 'MWD',
      od_in: 6.75,
      id_in: 3,
      length_m: 9.144,
      weight_kg_m: 148.8164,
      connection: 'NC46',
      serial: '',
      sensor_offset_m: 4.572,
      bend_deg: null,
    },
  ],
} as unknown as BhaAssemblyDto;

describe('BHA draft', () => {
  it('round-trips in US units: 30 ft of MWD is 9.144 m, 100 lb/ft is 148.82 kg/m', () => {
    const u = equipmentUnits('imperial');
    const d = draftOf(assembly, u);
    expect(d.components[1].cells).toMatchObject({ length_m: '30', weight_kg_m: '100', sensor_offset_m: '15' });
    expect(d.run.cells.depth_in_m).toBe(String(Number((2190 / 0.3048).toFixed(2))));
    const r = bodyOf(d.run, d.components, u, '');
    expect(r.problems).toEqual([]);
    expect(r.body!.components[1].length_m).toBeCloseTo(9.144, 6);
    expect(r.body!.components[1].weight_kg_m).toBeCloseTo(148.8164, 3);
    expect(r.body!.depth_in_m).toBeCloseTo(2190, 2);
  });

  it('names the row and column of what is wrong', () => {
    const u = equipmentUnits('metric');
    const d = draftOf(assembly, u);
    const bad = d.components.map((c, i) => (i === 1 ? { ...c, cells: { ...c.cells, id_in: '7', length_m: 'abc' } } : c));
    expect(bodyOf(d.run, bad, u, '').problems).toEqual(['Component 2 length: not a number']);
    const bad2 = d.components.map((c, i) => (i === 1 ? { ...c, cells: { ...c.cells, id_in: '7' } } : c));
    expect(bodyOf(d.run, bad2, u, '').problems).toEqual(['Component 2 ID: must be smaller than the OD (6.75 in)']);
  });
});
