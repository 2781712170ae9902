/**
 * Period presets of the palette: last 1 h, 12 h, 24 h, 7 d, 30 d and the well's lifetime. A preset
 * is relative: a pane holding "last 24 h" keeps showing the last 24 h as time passes (autoUpdate),
 * and its URL says `period=last_24h`, not two timestamps that go stale.
 */
import type { Well } from '../../api/types';
import { defaultPeriod, type Period } from '../../state/period';

export interface PeriodPreset {
  id: string;
  label: string;
  /** Length in seconds; null = the well's whole life. */
  lengthS: number | null;
}

export const PERIOD_PRESETS: readonly PeriodPreset[] = [
  { id: 'last_1h', label: 'Last 1 hour', lengthS: 3_600 },
  { id: 'last_12h', label: 'Last 12 hours', lengthS: 43_200 },
  { id: 'last_24h', label: 'Last 24 hours', lengthS: 86_400 },
  { id: 'last_7d', label: 'Last 7 days', lengthS: 604_800 },
  { id: 'last_30d', label: 'Last 30 days', lengthS: 2_592_000 },
  { id: 'lifetime', label: 'Well lifetime', lengthS: null },
];

export const presetById = (id: string): PeriodPreset | undefined => PERIOD_PRESETS.find((p) => p.id === id);

/** The period a preset means now. The lifetime needs the well; without it there is none. */
export function presetPeriod(preset: PeriodPreset, nowS: number, well: Well | null): Period | null {
  if (preset.lengthS === null) return well ? { ...defaultPeriod(well, nowS), source: { type: 'user', params: { preset: preset.id } } } : null;
  return {
    start_date: nowS - preset.lengthS,
    end_date: nowS,
    start_depth: null,
    end_depth: null,
    autoUpdate: true,
    source: { type: 'user', params: { preset: preset.id } },
  };
}

/** The preset a period was made from, if any. */
export function presetOf(period: Period): string | null {
  const p = period.source.params?.preset;
  return typeof p === 'string' && presetById(p) ? p : null;
}

/** `period` query value of a pane's own period: a preset id, or `<start>_<end>` in epoch seconds. */
export function periodToQuery(period: Period): string {
  return presetOf(period) ?? `${period.start_date}_${period.end_date}`;
}

export function periodFromQuery(value: string, nowS: number): Period | null {
  const preset = presetById(value);
  if (preset) return presetPeriod(preset, nowS, null);
  const m = /^(\d{1,12})_(\d{1,12})$/.exec(value);
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  if (end <= start) return null;
  return { start_date: start, end_date: end, start_depth: null, end_depth: null, autoUpdate: false, source: { type: 'url' } };
}
