/**
 * An integration's mapping status (data-widgets-calls 7.16): each channel the provider sends
 * (mnemonic and unit) → our channel, through the same mnemonic dictionary and unit conversion every
 * import and feed uses (server/timeseries/import/channel-mapping.ts). An administrator's override
 * names a declared channel for a mnemonic, or null to ignore it. Status: mapped (a declared channel,
 * converted), unmapped (kept under its own name: nothing downstream reads it), ignored, or
 * unconvertible (an override or a match whose unit does not convert).
 */
import { z } from 'zod';
import { channelById } from '../../src/domain/drilling/channels';
import { proposeMapping, unitConversion } from '../timeseries/import/channel-mapping';

export const providerChannel = z
  .object({
    mnemonic: z.string().trim().min(1, 'required').max(80),
    unit: z.string().trim().max(40),
    description: z.string().max(200).optional(),
  })
  .strict();
export type ProviderChannel = z.infer<typeof providerChannel>;

export const mappingOverride = z
  .object({
    mnemonic: z.string().trim().min(1, 'required').max(80),
    /** A declared channel id (hookloadT ...), or null: ignore the mnemonic. */
    channel: z.string().max(60).nullable(),
  })
  .strict();
export type IntegrationOverride = z.infer<typeof mappingOverride>;

export type MappingStatus = 'mapped' | 'unmapped' | 'ignored' | 'unconvertible';

export interface MappingRow {
  mnemonic: string;
  unit: string;
  channel: string | null;
  channel_label: string | null;
  target_unit: string | null;
  /** ours = provider × factor + offset */
  factor: number | null;
  offset: number | null;
  status: MappingStatus;
  overridden: boolean;
  note: string | null;
}

/** The override's problem (field and why) or null: an unknown channel, or a unit that does not convert to it. */
export function overrideProblem(o: IntegrationOverride, channels: readonly ProviderChannel[]): string | null {
  if (o.channel === null) return null;
  const decl = channelById(o.channel);
  if (!decl) return `unknown channel '${o.channel}'`;
  const c = channels.find((x) => x.mnemonic === o.mnemonic);
  if (c && !unitConversion(c.unit, decl.unit)) return `${o.mnemonic} in '${c.unit}' does not convert to ${decl.label} (${decl.unit})`;
  return null;
}

export function mappingStatus(channels: readonly ProviderChannel[], overrides: readonly IntegrationOverride[]): MappingRow[] {
  const proposed = proposeMapping(
    channels.map((c) => ({ mnemonic: c.mnemonic, unit: c.unit, description: c.description ?? '', valueType: 'number' as const })),
    'time',
  );
  const byMnemonic = new Map(overrides.map((o) => [o.mnemonic, o]));
  return channels.map((c, i) => {
    const o = byMnemonic.get(c.mnemonic);
    const base = { mnemonic: c.mnemonic, unit: c.unit, overridden: o !== undefined };
    if (o && o.channel === null)
      return { ...base, channel: null, channel_label: null, target_unit: null, factor: null, offset: null, status: 'ignored' as const, note: null };
    if (o && o.channel !== null) {
      const decl = channelById(o.channel);
      const conv = decl ? unitConversion(c.unit, decl.unit) : null;
      if (decl && conv) return { ...base, channel: decl.id, channel_label: decl.label, target_unit: decl.unit, ...conv, status: 'mapped' as const, note: null };
      return {
        ...base,
        channel: o.channel,
        channel_label: decl?.label ?? null,
        target_unit: decl?.unit ?? null,
        factor: null,
        offset: null,
        status: 'unconvertible' as const,
        note: decl ? `'${c.unit}' does not convert to ${decl.unit}` : `unknown channel '${o.channel}'`,
      };
    }
    const p = proposed[i];
    if (p.declared)
      return {
        ...base,
        channel: p.channel,
        channel_label: channelById(p.channel)?.label ?? null,
        target_unit: p.target_unit,
        factor: p.factor,
        offset: p.offset,
        status: 'mapped' as const,
        note: null,
      };
    return {
      ...base,
      channel: p.channel,
      channel_label: null,
      target_unit: p.target_unit,
      factor: 1,
      offset: 0,
      status: p.note ? ('unconvertible' as const) : ('unmapped' as const),
      note: p.note ?? null,
    };
  });
}
