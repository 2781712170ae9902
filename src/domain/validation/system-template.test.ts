import { describe, expect, it } from 'vitest';
import { editableTemplate } from './system-template';

describe('default system templates', () => {
  it('cannot be edited', () => {
    expect(editableTemplate(true)).toBe('This is a default system template, please make a copy if you want to customize it.');
    expect(editableTemplate(false)).toBe(true);
  });
});
