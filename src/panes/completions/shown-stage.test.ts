import { describe, expect, it } from 'vitest';
import { shownStage } from './shown-stage';

describe('the frac stage a pane shows', () => {
  const recorded = [1, 2, 3];
  it('shows the last recorded stage in the OFFICE mode, the live one in the FIELD mode', () => {
    expect(shownStage(undefined, recorded, 4, 'OFFICE')).toBe(3);
    expect(shownStage(undefined, recorded, 4, 'FIELD')).toBe(4);
  });
  it('keeps a picked stage in either mode, recorded or live', () => {
    expect(shownStage(2, recorded, 4, 'FIELD')).toBe(2);
    expect(shownStage(4, recorded, 4, 'OFFICE')).toBe(4);
  });
  it('forgets a pick the well does not have (another well, a live stage that ended)', () => {
    expect(shownStage(9, recorded, 4, 'OFFICE')).toBe(3);
    expect(shownStage(4, recorded, null, 'FIELD')).toBe(3);
  });
  it('shows the last stage in FIELD when nothing is pumped, and the live one on a well with none recorded', () => {
    expect(shownStage(undefined, recorded, null, 'FIELD')).toBe(3);
    expect(shownStage(undefined, [], 1, 'OFFICE')).toBe(1);
    expect(shownStage(undefined, [], null, 'FIELD')).toBeNull();
  });
});
