import { describe, expect, it } from 'vitest';
import { Defaults } from './case-inputs';

describe('Defaults.note', () => {
  const what = { string: '5" drill pipe', mud_density_kg_m3: '1.20 sg mud' };

  it('describes only the inputs that were defaulted: a density given is not called 1.20 sg', () => {
    const d = new Defaults();
    d.pick(1500, 1200, 'mud_density_kg_m3');
    d.pick(undefined, 0.3, 'friction');
    d.defaulted.push('string');
    expect(d.note(what)).toBe(`Demo defaults used for friction, string (the demo rigs' 8½" section: 5" drill pipe).`);
    expect(d.note(what)).not.toMatch(/1\.20 sg/);
  });

  it('says when all inputs were given, and leaves out the section when nothing defaulted has a description', () => {
    expect(new Defaults().note(what)).toBe('All inputs as given.');
    const d = new Defaults();
    d.pick(undefined, 12, 'wob_t');
    expect(d.note(what)).toBe('Demo defaults used for wob_t.');
  });
});
