import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages table', () => {
  it('holds the spec texts verbatim', () => {
    expect(messages.required).toBe('Required field');
    expect(messages.notEmpty).toBe('This field could not be empty');
    expect(messages.number).toBe('Should be a number');
    expect(messages.positiveInteger).toBe('Should be a integer and positive');
    expect(messages.greaterThan(3)).toBe('Should be greater than 3');
    expect(messages.lowerThan(3)).toBe('Should be lower than 3');
    expect(messages.between(1, 5)).toBe('Should be between 1 and 5');
    expect(messages.maxLength(150)).toBe('Length should be lower 150');
    expect(messages.invalidValue).toBe('Invalid value');
    expect(messages.passwordMin).toBe('Min 8 characters');
    expect(messages.email).toBe('E-mail is invalid');
    expect(messages.phone).toBe('Phone number is invalid');
    expect(messages.url).toBe('URL is invalid');
    expect(messages.unique).toBe('The value must be unique');
    expect(messages.selectWell).toBe('Please, select Well on top to load data ...');
  });
});
