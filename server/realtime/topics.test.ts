import { describe, expect, it } from 'vitest';
import { liveTopic, parseTopic, standDetectedTopic } from './topics';

describe('realtime topics', () => {
  it('builds and parses the declared topics', () => {
    expect(standDetectedTopic(42)).toBe('/topic/42/stand/detected');
    expect(liveTopic('w-7')).toBe('/topic/w-7/live');
    expect(parseTopic('/topic/42/stand/detected')).toEqual({ kind: 'stand/detected', wellId: '42' });
    expect(parseTopic('/topic/w-7/live')).toEqual({ kind: 'live', wellId: 'w-7' });
  });

  it('refuses undeclared destinations and wildcards', () => {
    for (const d of [
      '/topic/42/unknown',
      '/topic/42',
      '/topic//live',
      '/topic/*/live',
      '/topic/#/live',
      '/topic/a.b/live',
      '/queue/42/live',
      '/topic/42/live/extra',
      '/topic/42/stand/detected/',
      '',
    ]) {
      expect(parseTopic(d), d).toBeNull();
    }
  });

  it('refuses to build a topic for a malformed well id', () => {
    expect(() => liveTopic('a/b')).toThrow(/Invalid well id/);
  });
});
