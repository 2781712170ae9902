/**
 * The inputs of an engineering scenario as the editor shows them: one entry per field, in the user's
 * units, each reading from and writing to the scenario's inputs (SI with the unit in the name). A field
 * left blank is not given, and the calculation takes the documented demo case's value.
 */
import type { ScenarioInputs } from '../../domain/engineering/scenario-schemas';
import type { EngineeringUnits, ShownUnit } from './engineering-units';

const T_TO_KN = 9.80665;
const plain = (decimals: number): ShownUnit => ({ symbol: '', show: (v) => v, store: (v) => v, decimals });

export interface ScenarioField {
  /** The input's path in the API ('friction.cased'), as the server names it in a 400. */
  path: string;
  label: string;
  unit: ShownUnit;
  get(i: ScenarioInputs): number | undefined;
  set(i: ScenarioInputs, v: number | undefined): ScenarioInputs;
}

function top<K extends 'mud_density_kg_m3' | 'shoe_md_m' | 'wob_t' | 'bit_torque_knm' | 'flow_lpm'>(key: K, label: string, unit: ShownUnit): ScenarioField {
  return {
    path: key,
    label,
    unit,
    get: (i) => i[key],
    set: (i, v) => {
      const next = { ...i };
      if (v === undefined) delete next[key];
      else next[key] = v;
      return next;
    },
  };
}

/** Friction is given as a pair: a blank side keeps the other's value rather than an invalid half pair. */
function frictionField(side: 'cased' | 'open', label: string): ScenarioField {
  const other = side === 'cased' ? 'open' : 'cased';
  return {
    path: `friction.${side}`,
    label,
    unit: plain(2),
    get: (i) => i.friction?.[side],
    set: (i, v) => {
      const next = { ...i };
      const keep = i.friction?.[other];
      if (v === undefined && keep === undefined) delete next.friction;
      else next.friction = { [side]: v ?? keep!, [other]: keep ?? v! } as { cased: number; open: number };
      return next;
    },
  };
}

export function scenarioFields(u: EngineeringUnits): ScenarioField[] {
  // WOB is stored in tonnes, as rigs quote it, and shown as a weight.
  const wob: ShownUnit = { symbol: u.weight.symbol, show: (t) => u.weight.show(t * T_TO_KN), store: (v) => u.weight.store(v) / T_TO_KN, decimals: 1 };
  return [
    top('mud_density_kg_m3', 'Mud density', u.density),
    frictionField('cased', 'Friction cased'),
    frictionField('open', 'Friction open hole'),
    top('shoe_md_m', 'Shoe MD', u.depth),
    top('wob_t', 'WOB', wob),
    top('bit_torque_knm', 'Bit torque', u.torque),
    top('flow_lpm', 'Flow rate', u.flow),
  ];
}

/** The text a field shows for the inputs ('' when not given), to the unit's decimals and no grouping. */
export function fieldText(f: ScenarioField, i: ScenarioInputs): string {
  const v = f.get(i);
  return v === undefined ? '' : String(Number(f.unit.show(v).toFixed(Math.max(f.unit.decimals, 2))));
}

/** The inputs with each field's text read back into API units; a text that is not a number is named. */
export function inputsFromTexts(
  fields: readonly ScenarioField[],
  base: ScenarioInputs,
  texts: Readonly<Record<string, string>>,
): { inputs: ScenarioInputs; problems: string[] } {
  let inputs = base;
  const problems: string[] = [];
  for (const f of fields) {
    const t = (texts[f.path] ?? '').trim();
    if (t === '') {
      inputs = f.set(inputs, undefined);
      continue;
    }
    const n = Number(t.replace(',', '.'));
    if (!Number.isFinite(n)) problems.push(`${f.label}: "${t}" is not a number`);
    else inputs = f.set(inputs, f.unit.store(n));
  }
  return { inputs, problems };
}

/** A server 400 ("body.inputs.friction.cased: must be …") in the editor's words ("Friction cased: must be …"). */
export function problemInFieldWords(fields: readonly ScenarioField[], message: string): string {
  const m = /^body\.inputs\.([\w.]+): (.*)$/.exec(message);
  const f = m ? fields.find((x) => x.path === m[1]) : undefined;
  return f && m ? `${f.label}: ${m[2]}` : message;
}

/**
 * What a case changes from its scenario, in the user's words and units ("Mud density 1.3 sg", "Friction
 * cased 0.25"); inputs no field edits (a string, a rheology) by name.
 */
export function changesInWords(fields: readonly ScenarioField[], changedKeys: readonly string[], kase: ScenarioInputs): string[] {
  const byField = fields.filter((f) => changedKeys.includes(f.path.split('.')[0]) && f.get(kase) !== undefined);
  const covered = new Set(fields.map((f) => f.path.split('.')[0]));
  const words = byField.map((f) => `${f.label} ${fieldText(f, kase)}${f.unit.symbol ? ` ${f.unit.symbol}` : ''}`);
  return [...words, ...changedKeys.filter((k) => !covered.has(k)).map((k) => k.replaceAll('_', ' '))];
}
