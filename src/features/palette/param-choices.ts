/**
 * What the palette offers for a route's missing path parameter: the route's declared choices (its
 * views), or the records of the well listed from the server (its plans). A parameter with neither
 * is typed as text.
 */
import { fetchPlans } from '../../api/directional/queries';
import type { RouteChoice, RouteDef } from '../../commands/route-types';

interface RecordSource {
  /** Plural noun for titles and empty states: "No plans for this well". */
  readonly what: string;
  load(wellId: string): Promise<RouteChoice[]>;
}

/** Parameters naming a record of the well, by parameter name. */
const RECORD_SOURCES: Readonly<Record<string, RecordSource>> = {
  plan_id: {
    what: 'plans',
    load: async (wellId) => (await fetchPlans(wellId)).map((p) => ({ value: String(p.id), label: p.is_definitive ? `${p.name} (definitive)` : p.name })),
  },
};

export type ParamChoices =
  | { kind: 'fixed'; list: readonly RouteChoice[] }
  | { kind: 'records'; source: string; what: string; load(wellId: string): Promise<RouteChoice[]> }
  | { kind: 'text' };

export function paramChoices(route: RouteDef, name: string): ParamChoices {
  const fixed = route.choices[name];
  if (fixed) return { kind: 'fixed', list: fixed };
  const source = RECORD_SOURCES[name];
  if (source) return { kind: 'records', source: name, what: source.what, load: (w) => source.load(w) };
  return { kind: 'text' };
}

/** The loader for a record parameter (palette-host fetches with it). */
export function recordSource(name: string): RecordSource | undefined {
  return RECORD_SOURCES[name];
}
