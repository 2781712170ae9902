import { describe, expect, it } from 'vitest';
import { engineeringUnits } from './engineering-units';
import { changesInWords, fieldText, inputsFromTexts, problemInFieldWords, scenarioFields } from './scenario-fields';

describe('scenario editor fields', () => {
  it('shows and reads back inputs in imperial units: 10 ppg is 1,198 kg/m³, 20 klbf of WOB is 9.07 t, 5,000 ft is 1,524 m', () => {
    const fields = scenarioFields(engineeringUnits('imperial'));
    const byPath = Object.fromEntries(fields.map((f) => [f.path, f]));
    const { inputs, problems } = inputsFromTexts(fields, {}, { mud_density_kg_m3: '10', wob_t: '20', shoe_md_m: '5000', 'friction.open': '0.35' });
    expect(problems).toEqual([]);
    expect(inputs.mud_density_kg_m3).toBeCloseTo(1198.3, 1);
    expect(inputs.wob_t).toBeCloseTo((20 * 4448.22) / 9806.65, 3);
    expect(inputs.shoe_md_m).toBeCloseTo(1524, 6);
    // One friction given: the pair takes it on both sides rather than leaving an invalid half.
    expect(inputs.friction).toEqual({ cased: 0.35, open: 0.35 });
    expect(fieldText(byPath.mud_density_kg_m3, inputs)).toBe('10');
    expect(fieldText(byPath.shoe_md_m, inputs)).toBe('5000');
  });

  it('a blank field drops the input (the demo case applies); text that is not a number is named', () => {
    const fields = scenarioFields(engineeringUnits('metric'));
    const r = inputsFromTexts(
      fields,
      { wob_t: 12, flow_lpm: 2400, friction: { cased: 0.2, open: 0.3 } },
      { wob_t: '', flow_lpm: 'lots', 'friction.cased': '0.25', 'friction.open': '0.3' },
    );
    expect(r.inputs).toEqual({ flow_lpm: 2400, friction: { cased: 0.25, open: 0.3 } });
    expect(r.problems).toEqual(['Flow rate: "lots" is not a number']);
  });

  it('puts a server 400 in the field’s words', () => {
    const fields = scenarioFields(engineeringUnits('metric'));
    expect(problemInFieldWords(fields, 'body.inputs.friction.cased: must be between 0 and 1')).toBe('Friction cased: must be between 0 and 1');
    expect(problemInFieldWords(fields, 'body.name: a scenario of this well is already called X')).toBe(
      'body.name: a scenario of this well is already called X',
    );
  });

  it("names a case's changes in the user's words and units, not the API's keys", () => {
    const fields = scenarioFields(engineeringUnits('metric'));
    const kase = { mud_density_kg_m3: 1300, friction: { cased: 0.25, open: 0.4 }, rheology: { model: 'bingham' } } as never;
    const words = changesInWords(fields, ['mud_density_kg_m3', 'friction', 'rheology'], kase);
    expect(words[0]).toMatch(/^Mud density 1\.3\d* /);
    expect(words.slice(1)).toEqual(['Friction cased 0.25', 'Friction open hole 0.4', 'rheology']);
    expect(words.join(' ')).not.toContain('_');
  });
});
