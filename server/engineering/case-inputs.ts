/**
 * A request's engineering inputs, each taken from the body or, when absent, from the documented demo
 * case (src/domain/engineering/demo-case.ts); `defaulted` names what was not given, so the answer and
 * the screen can say it.
 */
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import type { StringSection } from '../../src/domain/engineering/drill-string';
import { DEMO_MUD, DEMO_STRING } from '../../src/domain/engineering/demo-case';
import type { z } from 'zod';
import type { stringSectionSchema } from '../../src/domain/engineering/request-schemas';

/** Inclination past which the hole has left vertical, degrees: the kick-off point. */
const KICKOFF_INC_DEG = 3;

export class Defaults {
  readonly defaulted: string[] = [];
  pick<T>(given: T | undefined, fallback: T, name: string): T {
    if (given !== undefined) return given;
    this.defaulted.push(name);
    return fallback;
  }
  /** 'All inputs as given.', or what was defaulted, described by `what` for only those inputs (a density given is not called 1.20 sg). */
  note(what: Readonly<Record<string, string>>): string {
    if (this.defaulted.length === 0) return 'All inputs as given.';
    const parts = this.defaulted.map((n) => what[n]).filter((x) => x !== undefined);
    return `Demo defaults used for ${this.defaulted.join(', ')}${parts.length > 0 ? ` (the demo rigs' 8½" section: ${parts.join(', ')})` : ''}.`;
  }
}

export function stringOf(given: z.infer<typeof stringSectionSchema>[] | undefined, d: Defaults): StringSection[] {
  if (!given) {
    d.defaulted.push('string');
    return [...DEMO_STRING];
  }
  return given.map((s) => ({ name: s.name, lengthM: s.length_m, odM: s.od_m, idM: s.id_m, weightKgPerM: s.weight_kg_per_m }));
}

export const mudDensityOf = (given: number | undefined, d: Defaults) => d.pick(given, DEMO_MUD.densityKgM3, 'mud_density_kg_m3');

/**
 * Where the last casing's shoe is assumed when the request does not say: at the kick-off point (the
 * demo wells' intermediate casing is set above the curve, and the 8½" section drills curve and
 * lateral), or half way down a well that never leaves vertical.
 */
export function defaultShoeMdM(points: readonly TrajectoryPoint[]): { mdM: number; from: string } {
  const kop = points.find((p) => p.incDeg >= KICKOFF_INC_DEG);
  const td = points[points.length - 1].mdM;
  if (kop) {
    // The station before the first one past 3°, to the metre.
    const i = points.indexOf(kop);
    return { mdM: Math.floor(points[Math.max(0, i - 1)].mdM), from: 'assumed at the kick-off point' };
  }
  return { mdM: Math.floor(td / 2), from: 'assumed half way down this vertical well' };
}
