import { describe, expect, it } from 'vitest';
import { validateCurveInterval } from './curve-interval';

const limits = { min: 500, max: 3000 };

describe('kick-off / end-of-curve', () => {
  it('a start within limits and below the end passes', () => {
    expect(validateCurveInterval({ start: 1200, end: 1800, ...limits })).toEqual({ start: true, end: true });
  });
  it('the start must lie within min and max', () => {
    expect(validateCurveInterval({ start: 400, end: 1800, ...limits }).start).toBe('Should be between 500 and 3000');
    expect(validateCurveInterval({ start: '3001', end: 4000, ...limits }).start).toBe('Should be between 500 and 3000');
  });
  it('the start must be below the end and the end above the start', () => {
    expect(validateCurveInterval({ start: 1800, end: 1200, ...limits })).toEqual({
      start: 'Should be lower than 1200',
      end: 'Should be greater than 1800',
    });
    expect(validateCurveInterval({ start: 1500, end: 1500, ...limits }).end).toBe('Should be greater than 1500');
  });
  it('a missing end is not yet an error; text is', () => {
    expect(validateCurveInterval({ start: 1200, end: '', ...limits })).toEqual({ start: true, end: true });
    expect(validateCurveInterval({ start: 'abc', end: 1800, ...limits }).start).toBe('Should be a number');
  });
});
