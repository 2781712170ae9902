import { describe, expect, it } from 'vitest';
import { password } from './password';

describe("password 'Min 8 characters'", () => {
  it('needs at least 8 characters', () => {
    expect(password('1234567')).toBe('Min 8 characters');
    expect(password('12345678')).toBe(true);
    expect(password('pass word')).toBe(true);
  });
});
