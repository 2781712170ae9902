/**
 * Wall alarms: conditions on a well that make a wall (TV mode, a playlist) bring that well's layout
 * forward until they clear. Pure: the watcher (src/features/wall/alarm-watch.ts) feeds in the live
 * values, the rig state and the anti-collision advice; this says whether a rule holds, and why.
 */

/** Severities of the anti-collision advice, most urgent first (domain/directional/anti-collision/advice.ts). */
export const AC_SEVERITIES = ['stop', 'warning', 'caution', 'info'] as const;
export type AcSeverity = (typeof AC_SEVERITIES)[number];

export type AlarmRule =
  /** A live channel outside its band (either bound may be open). */
  | { id: string; kind: 'channel'; wellId: string; channel: string; label: string; unit: string; min: number | null; max: number | null }
  /** The rig in one of the marked states. */
  | { id: string; kind: 'rig-state'; wellId: string; states: readonly string[]; labels: readonly string[] }
  /** The anti-collision advice "now" at or above a severity, with the bit's look-ahead. */
  | { id: string; kind: 'ac'; wellId: string; minSeverity: 'stop' | 'warning'; lookAheadM: number };

export interface AlarmInputs {
  /** Latest live values by channel id; missing or null: unknown. */
  values?: Readonly<Record<string, number | null | undefined>>;
  /** Current rig activity id; null: unknown. */
  activityId?: string | null;
  /** Overall AC advice severity and its sentence; null: not known yet. */
  ac?: { severity: AcSeverity; message: string } | null;
}

const fmt = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(1));

/** Why the rule holds now (one line for the wall), or null when it does not or cannot be told. */
export function alarmHolds(rule: AlarmRule, inputs: AlarmInputs): string | null {
  switch (rule.kind) {
    case 'channel': {
      const v = inputs.values?.[rule.channel];
      if (v === null || v === undefined || !Number.isFinite(v)) return null;
      if (rule.min !== null && v < rule.min) return `${rule.label} ${fmt(v)} ${rule.unit} below ${fmt(rule.min)}`;
      if (rule.max !== null && v > rule.max) return `${rule.label} ${fmt(v)} ${rule.unit} above ${fmt(rule.max)}`;
      return null;
    }
    case 'rig-state': {
      const i = inputs.activityId ? rule.states.indexOf(inputs.activityId) : -1;
      return i >= 0 ? `Rig state: ${rule.labels[i] ?? rule.states[i]}` : null;
    }
    case 'ac': {
      const a = inputs.ac;
      if (!a) return null;
      return AC_SEVERITIES.indexOf(a.severity) <= AC_SEVERITIES.indexOf(rule.minSeverity) ? `Anti-collision: ${a.message}` : null;
    }
  }
}

/** The rule in words, for lists and the palette. */
export function describeAlarm(rule: AlarmRule): string {
  switch (rule.kind) {
    case 'channel':
      return `${rule.label} outside ${rule.min === null ? '…' : fmt(rule.min)} – ${rule.max === null ? '…' : fmt(rule.max)} ${rule.unit}`.trim();
    case 'rig-state':
      return `Rig state ${rule.labels.join(' or ')}`;
    case 'ac':
      return `Anti-collision ${rule.minSeverity === 'stop' ? 'stop' : 'warning or stop'} within ${rule.lookAheadM} m ahead`;
  }
}
