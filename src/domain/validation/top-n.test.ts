import { describe, expect, it } from 'vitest';
import { topN, topNChoices } from './top-n';

describe('top-N choice', () => {
  it('3, 5 and 10 for alerts; 3 and 5 elsewhere', () => {
    expect(topNChoices('alerts')).toEqual([3, 5, 10]);
    expect(topNChoices('other')).toEqual([3, 5]);
  });
  it('top 10 outside alerts is refused', () => {
    expect(topN('other')(10)).toBe('Should be one of 3, 5');
    expect(topN('alerts')('10')).toBe(true);
    expect(topN('alerts')(7)).toBe('Should be one of 3, 5, 10');
  });
});
