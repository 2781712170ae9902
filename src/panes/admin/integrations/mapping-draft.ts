/**
 * An integration's channels and the administrator's overrides (server/integrations/mapping.ts) as
 * the mapping editor holds them: one row per provider channel with our channel for it, automatic
 * (no override: the mnemonic dictionary decides), ignored (an override to null) or a declared
 * channel (an override naming it). And back, as the API takes them.
 */
import type { IntegrationView } from '../../../api/integrations';

export const AUTOMATIC = '';
export const IGNORE = '-';

export interface MappingDraft {
  mnemonic: string;
  unit: string;
  description?: string;
  /** AUTOMATIC, IGNORE or a declared channel id. */
  channel: string;
}

export function toDrafts(channels: IntegrationView['channels'], overrides: IntegrationView['overrides']): MappingDraft[] {
  const chosen = new Map(overrides.map((o) => [o.mnemonic, o.channel]));
  return channels.map((c) => {
    const o = chosen.get(c.mnemonic);
    return { ...c, channel: o === undefined ? AUTOMATIC : (o ?? IGNORE) };
  });
}

export function fromDrafts(rows: readonly MappingDraft[]): Pick<IntegrationView, 'channels' | 'overrides'> {
  return {
    channels: rows.map(({ mnemonic, unit, description }) => ({ mnemonic, unit, ...(description ? { description } : {}) })),
    overrides: rows.filter((r) => r.channel !== AUTOMATIC).map((r) => ({ mnemonic: r.mnemonic.trim(), channel: r.channel === IGNORE ? null : r.channel })),
  };
}
