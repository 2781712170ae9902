/**
 * Path patterns in the spec's notation (`/drilling/{well_uid}/roadmap`, `{x?}` optional). We match
 * with our own small compiler rather than first-match routing because several documented paths are
 * ambiguous by shape (`/drilling/well_plans/{well_uid?}` and `/drilling/well_plans/{plan_id}/{well_uid?}`
 * both accept `/drilling/well_plans/7`); `rankMatch` decides those the same way everywhere.
 */

export type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string; optional: boolean };

export function parseSpecPath(spec: string): Segment[] {
  return spec
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      const m = /^\{([A-Za-z_][\w]*)(\?)?\}$/.exec(s);
      if (m) return { kind: 'param', name: m[1], optional: m[2] === '?' };
      if (s.includes('{') || s.includes('}')) throw new Error(`Bad path segment "${s}" in ${spec}`);
      return { kind: 'static', text: s };
    });
}

/** The same pattern in wouter / regexparam notation. */
export function toWouterPath(spec: string): string {
  const segs = parseSpecPath(spec);
  if (segs.length === 0) return '/';
  return segs.map((s) => (s.kind === 'static' ? `/${s.text}` : `/:${s.name}${s.optional ? '?' : ''}`)).join('');
}

export interface PathMatch {
  params: Record<string, string>;
  /** Static segments matched: more is more specific. */
  staticCount: number;
  /** Optional parameters the URL left out: fewer is a better fit. */
  missingOptional: number;
}

/**
 * Match URL segments against a pattern. Optional parameters may be left out anywhere (the spec has
 * one in the middle: `/well_planning/{project_id?}/well_trajectories`), so this is a small
 * backtracking match that prefers filling optional parameters from the left.
 */
export function matchSegments(pattern: readonly Segment[], pathname: string): PathMatch | null {
  const parts = pathname
    .split('/')
    .filter((s) => s !== '')
    .map(safeDecode);
  const params: Record<string, string> = {};
  let staticCount = 0;
  let missingOptional = 0;

  function walk(pi: number, ui: number): boolean {
    if (pi === pattern.length) return ui === parts.length;
    const seg = pattern[pi];
    if (seg.kind === 'static') {
      if (parts[ui] !== seg.text) return false;
      staticCount++;
      if (walk(pi + 1, ui + 1)) return true;
      staticCount--;
      return false;
    }
    if (ui < parts.length) {
      params[seg.name] = parts[ui];
      if (walk(pi + 1, ui + 1)) return true;
      delete params[seg.name];
    }
    if (seg.optional) {
      missingOptional++;
      if (walk(pi + 1, ui)) return true;
      missingOptional--;
    }
    return false;
  }

  return walk(0, 0) ? { params, staticCount, missingOptional } : null;
}

/** Higher is better. Static segments dominate; then the fewest omitted optionals. */
export function rankMatch(m: PathMatch): number {
  return m.staticCount * 100 - m.missingOptional;
}

/**
 * Build a URL path from a pattern and params. Returns null when a required parameter is missing,
 * so callers decide what to do (a redirect falls back, a command is shown as unavailable).
 */
export function buildPath(pattern: readonly Segment[], params: Readonly<Record<string, string | number | null | undefined>>): string | null {
  const out: string[] = [];
  for (const seg of pattern) {
    if (seg.kind === 'static') {
      out.push(seg.text);
      continue;
    }
    const v = params[seg.name];
    if (v === undefined || v === null || v === '') {
      if (seg.optional) continue;
      return null;
    }
    out.push(encodeURIComponent(String(v)));
  }
  return '/' + out.join('/');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
