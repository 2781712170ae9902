/**
 * The inputs of a projection method as form fields in the user's units, and back to the API's
 * (metres, °/30 m, m/h): one declaration per input kind, from the server's method table.
 */
import type { ProjectionInputInfo, ProjectionInputs } from '../../../api/directional';
import { DEG, type DisplayUnits } from '../shared/display-units';

/** Form field keys of one API input: a position is three fields, a live reading three more. */
export function fieldKeys(name: string, info: ProjectionInputInfo): string[] {
  if (info.kind === 'position') return [`${name}.tvd`, `${name}.ns`, `${name}.ew`];
  if (info.kind === 'live') return [`${name}.sensor_md`, `${name}.inc`, `${name}.az`];
  return [name];
}

export function fieldLabel(key: string, info: ProjectionInputInfo): string {
  const [, part] = key.split('.');
  if (!part) return info.label;
  const names: Record<string, string> = { tvd: 'TVD', ns: 'N/S', ew: 'E/W', sensor_md: 'sensor MD', inc: 'inclination', az: 'azimuth' };
  return `${info.label}: ${names[part] ?? part}`;
}

export function fieldUnit(key: string, info: ProjectionInputInfo, u: DisplayUnits): string | null {
  const [, part] = key.split('.');
  if (part === 'inc' || part === 'az') return DEG;
  switch (info.kind) {
    case 'length':
    case 'position':
    case 'live':
      return u.length.symbol;
    case 'angle':
      return DEG;
    case 'rate':
      return u.dls.symbol;
    case 'speed':
      return `${u.length.symbol}/h`;
    case 'fraction':
      return '0–1';
    default:
      return null;
  }
}

function toApi(key: string, info: ProjectionInputInfo, v: number, u: DisplayUnits): number {
  const [, part] = key.split('.');
  if (part === 'inc' || part === 'az') return v;
  if (info.kind === 'length' || info.kind === 'position' || info.kind === 'live' || info.kind === 'speed') return u.length.toApi(v);
  if (info.kind === 'rate') return u.dls.toApi(v);
  return v;
}

/** The API's inputs from form numbers (display units), grouping positions and live readings. */
export function apiInputs(numbers: Record<string, number>, inputs: Record<string, ProjectionInputInfo>, u: DisplayUnits): ProjectionInputs {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(numbers)) {
    const [name, part] = key.split('.');
    const info = inputs[name];
    if (!info) continue;
    const api = toApi(key, info, v, u);
    if (part) out[name] = { ...(out[name] as object | undefined), [part]: api };
    else out[name] = api;
  }
  return out as ProjectionInputs;
}
