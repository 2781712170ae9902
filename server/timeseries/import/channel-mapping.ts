/**
 * A proposed mapping from a file's curves to our channels: the mnemonic (or the words of a CSV
 * column name), looked up in the mnemonic dictionary (src/domain/drilling/mnemonics.ts), to a
 * declared channel id of src/domain/drilling/channels.ts, and the file's unit to
 * that channel's unit. What is not recognised is imported under its own name and unit, so nothing
 * is lost and nothing is mislabelled.
 */
import type { ProposedMapping } from '../../../src/api/logs/import-types';
import type { ChannelDeclaration } from '../../../src/domain/drilling/channels';
import { unitConversion, type UnitConversion } from '../../../src/domain/drilling/channel-units';
import { recogniseMnemonic } from '../../../src/domain/drilling/mnemonics';
import type { CurveInfo, IndexType } from '../../importers/model';

export { unitConversion, type UnitConversion };

export type { ProposedMapping };

/**
 * Our channel for a curve and how sure we are: 3 its declared mnemonic (HKLD), 2 a name of the
 * mnemonic dictionary (HKLA, Weight_On_Hook), 1 a dictionary name in its description only.
 */
export function recognise(mnemonic: string, description: string, indexType: IndexType): { decl: ChannelDeclaration; strength: number; rank: number } | null {
  return recogniseMnemonic(mnemonic, description, indexType);
}

/** A safe channel name for a curve we do not know: its mnemonic, letters, digits and '_' only. */
export function customChannelName(mnemonic: string): string {
  const s = mnemonic
    .trim()
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (s || 'curve').slice(0, 60);
}

export function proposeMapping(curves: readonly CurveInfo[], indexType: IndexType): ProposedMapping[] {
  // Surest matches first, so WOB_AVG (alias) gets wobT before WOB_MIN (description only) can.
  const order = curves
    .map((c, i) => ({ c, i, r: c.valueType === 'number' ? recognise(c.mnemonic, c.description, indexType) : null }))
    .sort((a, b) => (b.r?.strength ?? 0) - (a.r?.strength ?? 0) || (a.r?.rank ?? 0) - (b.r?.rank ?? 0) || a.i - b.i);
  const taken = new Set<string>();
  const declared = new Map<number, { decl: ChannelDeclaration; conv: UnitConversion } | { note: string }>();
  for (const { c, i, r } of order) {
    if (!r || taken.has(r.decl.id)) continue;
    const conv = unitConversion(c.unit, r.decl.unit);
    if (conv) {
      taken.add(r.decl.id);
      declared.set(i, { decl: r.decl, conv });
    } else declared.set(i, { note: `looks like ${r.decl.label} but '${c.unit}' does not convert to ${r.decl.unit}` });
  }
  const used = new Set(taken);
  return curves.map((c, i) => {
    const base = { mnemonic: c.mnemonic, unit: c.unit, description: c.description };
    if (c.valueType === 'text')
      return {
        ...base,
        channel: customChannelName(c.mnemonic),
        declared: false,
        target_unit: c.unit,
        factor: 1,
        offset: 0,
        action: 'skip' as const,
        note: 'text curve',
      };
    const d = declared.get(i);
    if (d && 'decl' in d) return { ...base, channel: d.decl.id, declared: true, target_unit: d.decl.unit, ...d.conv, action: 'import' as const };
    // Unknown, or recognised in a unit we cannot convert: the file's values under their own name and unit.
    return {
      ...base,
      channel: uniqueName(customChannelName(c.mnemonic), used),
      declared: false,
      target_unit: c.unit,
      factor: 1,
      offset: 0,
      action: 'import' as const,
      ...(d ? { note: d.note } : {}),
    };
  });
}

function uniqueName(name: string, used: Set<string>): string {
  let n = name;
  for (let k = 2; used.has(n); k++) n = `${name}_${k}`;
  used.add(n);
  return n;
}
