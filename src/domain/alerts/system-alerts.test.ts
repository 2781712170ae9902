/** Custom rule on synthetic 1 Hz seconds, and the file drive and data feed quiet alerts' numbers. */
import { describe, expect, it } from 'vitest';
import { customRule } from './custom-rule';
import { feedQuietFiring, feedQuietKey } from './feed-quiet-alert';
import { fileDriveFiring } from './file-drive-alert';
import { paramsFor } from './live-detectors';
import { replayDetector } from './replay';
import type { LiveSample } from './types';

const T0 = 1_790_000_000;
const secs = (n: number, spp: (i: number) => number | null, start = T0): LiveSample[] =>
  Array.from({ length: n }, (_, i) => ({ timeS: start + i, values: { sppMPa: spp(i), holeDepthM: 2500 } }));

describe('custom rule', () => {
  const p = { channel: 'sppMPa', comparison: 'above' as const, threshold: 25, minDurationS: 30 };

  it('fires once the condition has held for the minimum duration, with the value and how long; clears after as long below', () => {
    const s = secs(300, (i) => (i >= 100 && i < 200 ? 27 : 20));
    const r = replayDetector(customRule, p, s);
    expect(r.fired).toHaveLength(1);
    const f = r.fired[0];
    expect(f.timeS - T0).toBe(130);
    expect(f.value).toBe(27);
    expect(f.threshold).toBe(25);
    expect(f.unit).toBe('MPa');
    expect(f.extra).toEqual({ heldS: 30, minDurationS: 30 });
    expect(f.message).toBe('Custom rule: Standpipe pressure above 25 MPa for 30 s (now 27 MPa)');
    expect(r.cleared).toEqual([{ key: 'rule', timeS: T0 + 230 }]);
  });

  it('does not fire on a spike shorter than the duration, nor across a missing reading', () => {
    expect(
      replayDetector(
        customRule,
        p,
        secs(300, (i) => (i >= 100 && i < 125 ? 27 : 20)),
      ).fired,
    ).toEqual([]);
    // 20 s over, one second without a reading, 20 s over: never 30 s in a row
    expect(
      replayDetector(
        customRule,
        p,
        secs(300, (i) => (i === 120 ? null : i >= 100 && i < 141 ? 27 : 20)),
      ).fired,
    ).toEqual([]);
  });

  it('below works the same way, and a subscription’s text params reach the detector', () => {
    const params = paramsFor(customRule.defaults, { channel: 'ropMph', comparison: 'below', threshold: 5, minDurationS: 10, other: 'x' });
    expect(params).toEqual({ channel: 'ropMph', comparison: 'below', threshold: 5, minDurationS: 10 });
    const s = Array.from({ length: 60 }, (_, i) => ({ timeS: T0 + i, values: { ropMph: i >= 20 ? 2 : 20 } }));
    const r = replayDetector(customRule, params, s);
    expect(r.fired.map((f) => f.timeS - T0)).toEqual([30]);
    expect(r.fired[0].unit).toBe('m/h');
  });
});

describe('file drive', () => {
  it('one alert per change, with the size and who', () => {
    const f = fileDriveFiring({ op: 'uploaded', fileId: 'f1', name: 'mud program.pdf', folderId: 'programs', sizeBytes: 2_500_000, byName: 'Ann', timeS: T0 });
    expect(f.message).toBe('File uploaded in programs: mud program.pdf (2.5 MB) by Ann');
    expect(f.value).toBe(2.5);
    expect(f.conditionKey).toBe(`file:f1:uploaded:${T0}`);
  });
});

describe('data feed quiet', () => {
  it('names the source, the seconds without data and the limit; one key per source', () => {
    const f = feedQuietFiring({ sourceId: 's1', sourceName: 'EDR 7', status: 'quiet', sinceDataS: 31.26, quietLimitS: 30, lastDataS: T0, timeS: T0 + 31 });
    expect(f).toMatchObject({ conditionKey: feedQuietKey('s1'), value: 31.3, threshold: 30, unit: 's', timeS: T0 + 31, extra: { lastDataS: T0 } });
    expect(f.message).toBe('Data feed EDR 7 quiet: no data for 31 s (limit 30 s, connected but silent)');
    const never = feedQuietFiring({ sourceId: 's1', sourceName: 'EDR 7', status: 'offline', sinceDataS: 45, quietLimitS: 30, lastDataS: null, timeS: T0 });
    expect(never.message).toBe('Data feed EDR 7 quiet: no data for 45 s (limit 30 s, not connected), none since it started');
    expect(never.conditionKey).toBe(f.conditionKey);
  });
});
