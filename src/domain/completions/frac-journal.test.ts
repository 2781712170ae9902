import { describe, expect, it } from 'vitest';
import { timeJournal } from '../drilling/journal/time-journal';
import { reportingDays } from '../drilling/journal/reporting-days';
import { fracJournalEntries, MAX_WIRELINE_S, type JournalStage } from './frac-journal';

const H = 3600;
const T0 = Date.UTC(2026, 10, 2, 6) / 1000; // 06:00 UTC: a reporting day starts here (day shift 6 h, UTC)

const stage = (no: number, startS: number, durS: number, top: number): JournalStage => ({
  stage_no: no,
  start_s: startS,
  end_s: startS + durS,
  top_md_m: top,
  bottom_md_m: top + 60,
  plug_md_m: top + 62,
  clusters: 5,
  clean_m3: 1450.4,
  proppant_kg: 180_250,
  isip_mpa: 31.24,
});

describe('fracJournalEntries', () => {
  it('a frac entry per stage record and a plug-and-perf run between stages, with the stage interval and totals', () => {
    const e = fracJournalEntries([stage(2, T0 + 4.5 * H, 2.2 * H, 5800), stage(1, T0, 2.5 * H, 5860)]);
    expect(e.map((x) => x.activity)).toEqual(['FRAC', 'PLUG_AND_PERF', 'FRAC']);
    expect(e[1]).toMatchObject({ startS: T0 + 2.5 * H, endS: T0 + 4.5 * H, holeFromM: 5800, holeToM: 5860 });
    expect(e[1].comment).toBe('Stage 2: plug set at 5,862.0 m, 5 clusters perforated 5,800.0–5,860.0 m');
    expect(e[2].comment).toBe('Stage 2: 1,450.4 m³ clean, 180.3 t proppant, ISIP 31.2 MPa');
  });

  it("writes the comments in the reader's unit system, depths kept in metres", () => {
    const e = fracJournalEntries([stage(1, T0, 2.5 * H, 5860), stage(2, T0 + 4.5 * H, 2.2 * H, 5800)], 'imperial');
    // 5,862 m / 0.3048 = 19,232.3 ft; 5,800 and 5,860 m = 19,028.9 and 19,225.7 ft
    expect(e[1].comment).toBe('Stage 2: plug set at 19,232 ft, 5 clusters perforated 19,029–19,226 ft');
    expect(e[1]).toMatchObject({ holeFromM: 5800, holeToM: 5860 });
    // 1,450.4 m³ / 0.158987 m³/bbl = 9,122.7 bbl; 180,250 kg / 0.45359237 kg/lb = 397,383.2 lb; 31.24 MPa / 0.0068948 MPa/psi = 4,531.0 psi
    expect(e[2].comment).toBe('Stage 2: 9,123 bbl clean, 397,383 lb proppant, ISIP 4,531 psi');
  });

  it('a gap longer than a wireline run is not called one', () => {
    const e = fracJournalEntries([stage(1, T0, 2 * H, 5860), stage(2, T0 + 2 * H + MAX_WIRELINE_S + 1, 2 * H, 5800)]);
    expect(e.map((x) => x.activity)).toEqual(['FRAC', 'FRAC']);
  });

  it('in the time journal: the day holds its stages and runs, split at the day boundary, depths kept, hours add up', () => {
    // stage 1 04:00–06:30 crosses the 06:00 day boundary
    const stages = [stage(1, T0 - 2 * H, 2.5 * H, 5860), stage(2, T0 + 2.5 * H, 2.5 * H, 5800)];
    const days = reportingDays(T0 - 6 * H, T0 + 18 * H, 'UTC', 6 * H);
    const j = timeJournal({ days, intervals: [], manual: [], troubles: [], entries: fracJournalEntries(stages) });
    const day = j.days.find((d) => d.startS === T0)!;
    expect(day.rows.map((r) => [r.activity, (r.startS - T0) / H, (r.endS - T0) / H])).toEqual([
      ['FRAC', 0, 0.5],
      ['PLUG_AND_PERF', 0.5, 2.5],
      ['FRAC', 2.5, 5],
    ]);
    expect(day.rows[0]).toMatchObject({ holeFromM: 5860, holeToM: 5920, mode: 'auto' });
    expect(day.secondsByActivity).toEqual({ FRAC: 3 * H, PLUG_AND_PERF: 2 * H });
  });
});
