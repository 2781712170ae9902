import { describe, expect, it } from 'vitest';
import { parsePeriod } from './interpret';
import { PHRASINGS, actionLine, demoInterpreter } from './interpret-phrasings';

const NOW_S = Date.UTC(2026, 10, 27, 16, 0, 0) / 1000;

describe('offline interpreter', () => {
  const interpreter = demoInterpreter();
  const lines = (text: string) => interpreter.interpret(text, NOW_S).actions.map(actionLine);

  it(`understands at least 90% of ${PHRASINGS.length} phrasings (wells by partial name, periods, placements)`, () => {
    const wrong: string[] = [];
    for (const [text, expected] of PHRASINGS) {
      const got = lines(text);
      if (JSON.stringify(got) !== JSON.stringify(expected))
        wrong.push(`  “${text}”\n    expected ${expected.join(' + ')}\n    got      ${got.join(' + ') || '(nothing)'}`);
    }
    const accuracy = (PHRASINGS.length - wrong.length) / PHRASINGS.length;
    console.log(`offline interpreter: ${PHRASINGS.length - wrong.length}/${PHRASINGS.length} phrasings right, accuracy ${(accuracy * 100).toFixed(1)}%`);
    if (wrong.length) console.log(`misread:\n${wrong.join('\n')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('gives the two-tile layout for the issue’s two sentences, whatever else it misreads', () => {
    expect(lines('survey red hawk 2h | time log bluebonnet')).toEqual(PHRASINGS[0][1]);
    expect(lines('open the survey of Red Hawk 2H next to the time log of Bluebonnet 12-1H, last 24 hours')).toEqual(PHRASINGS[1][1]);
  });

  it('says which well it took when a partial name fits several', () => {
    const r = interpreter.interpret('time log bluebonnet', NOW_S);
    expect(r.notes.join(' ')).toMatch(/also matches Bluebonnet 12-2H; took Bluebonnet 12-1H/);
  });

  it('says plainly when nothing in the palette matches', () => {
    const r = interpreter.interpret('frobnicate the wibble', NOW_S);
    expect(r.actions).toEqual([]);
    expect(r.notes).toEqual(['Nothing in the palette matches “frobnicate wibble”.']);
  });

  it('reads periods: presets, other lengths, yesterday', () => {
    expect(parsePeriod('last 24 hours', NOW_S).period).toEqual({ preset: 'last_24h', label: 'Last 24 hours' });
    expect(parsePeriod('past week', NOW_S).period).toEqual({ preset: 'last_7d', label: 'Last 7 days' });
    expect(parsePeriod('last 3 days', NOW_S).period).toEqual({ startS: NOW_S - 3 * 86_400, endS: NOW_S, label: 'Last 3 days' });
    const y = parsePeriod('yesterday', NOW_S).period as { startS: number; endS: number };
    expect(y.endS - y.startS).toBe(86_400);
    expect(y.endS).toBeLessThanOrEqual(NOW_S);
    expect(NOW_S - y.endS).toBeLessThan(86_400);
  });
});
