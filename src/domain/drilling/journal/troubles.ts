/**
 * Troubles (incidents) and NPT: non-productive time is the sum of the trouble durations, always,
 * in every view (the journal's days, the trouble summary, its totals by type).
 */
export const TROUBLE_TYPES = [
  { id: 'STUCK_PIPE', label: 'Stuck pipe' },
  { id: 'LOSSES', label: 'Lost circulation' },
  { id: 'KICK', label: 'Kick / well control' },
  { id: 'TIGHT_HOLE', label: 'Tight hole' },
  { id: 'RIG_EQUIPMENT', label: 'Rig equipment failure' },
  { id: 'DOWNHOLE_TOOL', label: 'Downhole tool failure' },
  { id: 'WAITING', label: 'Waiting on weather / services' },
  // Completions (the frac and its plug-and-perf runs).
  { id: 'SCREEN_OUT', label: 'Screen-out' },
  { id: 'WIRELINE_MISRUN', label: 'Wireline misrun' },
  { id: 'FRAC_PUMP', label: 'Frac pump failure' },
  { id: 'OTHER', label: 'Other' },
] as const;

export type TroubleTypeId = (typeof TROUBLE_TYPES)[number]['id'];
export const TROUBLE_TYPE_IDS = TROUBLE_TYPES.map((t) => t.id) as [TroubleTypeId, ...TroubleTypeId[]];

export const troubleLabel = (id: string) => TROUBLE_TYPES.find((t) => t.id === id)?.label ?? id;

export interface TroubleSpan {
  type: string;
  startS: number;
  endS: number;
}

/** NPT of the troubles, s, each counted inside [fromS, toS) when given. */
export function nptS(troubles: readonly TroubleSpan[], fromS = -Infinity, toS = Infinity): number {
  let sum = 0;
  for (const t of troubles) sum += Math.max(0, Math.min(toS, t.endS) - Math.max(fromS, t.startS));
  return sum;
}

/** NPT per trouble type, s, largest first. */
export function nptByType(troubles: readonly TroubleSpan[]): { type: string; count: number; nptS: number }[] {
  const m = new Map<string, { type: string; count: number; nptS: number }>();
  for (const t of troubles) {
    const x = m.get(t.type) ?? { type: t.type, count: 0, nptS: 0 };
    x.count++;
    x.nptS += t.endS - t.startS;
    m.set(t.type, x);
  }
  return [...m.values()].sort((a, b) => b.nptS - a.nptS);
}
