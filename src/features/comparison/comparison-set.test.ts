import { describe, expect, it } from 'vitest';
import { formatWellSet, parseWellSet, withWell, withoutWell } from './comparison-set';

const A = '0b9d3a4e-1111-4c2b-9a7e-000000000001';
const B = '0b9d3a4e-1111-4c2b-9a7e-000000000002';

describe('comparison set in the URL', () => {
  it('reads ids in order, each once, dropping what is not an id', () => {
    expect(parseWellSet(`${A}, ${B},${A},junk,`)).toEqual([A, B]);
    expect(parseWellSet(undefined)).toEqual([]);
    expect(parseWellSet(A.toUpperCase())).toEqual([A]);
  });
  it('adds and removes a well and writes the set back the way it reads', () => {
    expect(withWell([A], B)).toEqual([A, B]);
    expect(withWell([A, B], A)).toEqual([A, B]);
    expect(withoutWell([A, B], A)).toEqual([B]);
    expect(parseWellSet(formatWellSet([B, A]))).toEqual([B, A]);
  });
});
