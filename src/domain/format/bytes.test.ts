import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';
import { MAX_UPLOAD_SIZE_BYTES } from '../constants/limits';

describe('formatBytes', () => {
  it('decimal units step by 1000', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(1500)).toBe('1.5 kB');
    expect(formatBytes(MAX_UPLOAD_SIZE_BYTES)).toBe('4.8 GB');
  });
  it('binary units step by 1024', () => {
    expect(formatBytes(1000, { binary: true })).toBe('1000 B');
    expect(formatBytes(1536, { binary: true })).toBe('1.5 KiB');
    expect(formatBytes(MAX_UPLOAD_SIZE_BYTES, { binary: true })).toBe('4.5 GiB');
  });
  it('rounding that reaches the next unit carries into it', () => {
    expect(formatBytes(999_999)).toBe('1 MB');
    expect(formatBytes(1_048_575, { binary: true })).toBe('1 MiB');
  });
  it('decimals and locale', () => {
    expect(formatBytes(1_234_567, { decimals: 2 })).toBe('1.23 MB');
    expect(formatBytes(1_234_567, { decimals: 2, locale: { decimal: ',', thousands: '.' } })).toBe('1,23 MB');
  });
  it('empty values show the empty sign', () => {
    expect(formatBytes(undefined)).toBe('-');
    expect(formatBytes('-')).toBe('-');
  });
});
