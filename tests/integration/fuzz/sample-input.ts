/**
 * A well-formed input for a route, built from the JSON Schema of its registered zod schema (the same
 * one the OpenAPI docs show): the fuzzer mutates one field at a time from here, so each bad value is
 * tested on its own and not hidden behind another field's error. Deterministic for a given seed.
 */
import fc from 'fast-check';
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

export function jsonSchemaOf(s: z.ZodType | undefined): JsonSchema | null {
  if (!s) return null;
  try {
    return z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** Real ids for fields named after a table ('well_id'), so a sample reaches past reference checks. */
export type KnownIds = Record<string, string>;

export interface SampleContext {
  seed: number;
  ids: KnownIds;
  /** Makes unique fields (e-mail, name) unique per sample. */
  tag: string;
}

function variants(s: JsonSchema): JsonSchema[] {
  return s.anyOf ?? s.oneOf ?? [];
}

/** The first non-null branch of a union, so a sample is never just null. */
function pick(s: JsonSchema): JsonSchema {
  const v = variants(s);
  if (v.length) return v.find((x) => x.type !== 'null') ?? v[0];
  if (s.allOf?.length) return Object.assign({}, ...s.allOf);
  return s;
}

export function sampleValue(s0: JsonSchema, ctx: SampleContext, field = ''): unknown {
  const s = pick(s0);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        if (!s.required?.includes(k) && Math.abs(hash(k + ctx.seed)) % 2 === 0) continue;
        out[k] = sampleValue(v, ctx, k);
      }
      return out;
    }
    case 'array': {
      const n = s.minItems ?? 0;
      return Array.from({ length: n }, () => sampleValue(s.items ?? {}, ctx, field));
    }
    case 'integer':
    case 'number': {
      const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
      const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : lo + 100);
      const v = Math.min(hi, Math.max(lo, lo + 1));
      return type === 'integer' ? Math.round(v) : v;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      return sampleString(s, ctx, field);
    default:
      return 'fuzz';
  }
}

function sampleString(s: JsonSchema, ctx: SampleContext, field: string): string {
  if (s.format === 'uuid') return ctx.ids[field] ?? ctx.ids[field.replace(/_id$/, '')] ?? '00000000-0000-4000-8000-000000000000';
  if (s.format === 'email') return `fuzz-${ctx.tag}@fuzz.test`;
  if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (s.format === 'date') return '2026-01-01';
  if (s.pattern) {
    try {
      return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { seed: ctx.seed, numRuns: 1 })[0];
    } catch {
      /* a pattern fast-check cannot invert: fall through */
    }
  }
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? 64;
  const base = `fuzz ${ctx.tag}`;
  return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)));
}

export function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** Paths to every leaf field of an object sample: ['name'], ['spatial', 'layers_allowed']. */
export function fieldsOf(schema: JsonSchema): { path: string[]; schema: JsonSchema; required: boolean }[] {
  const s = pick(schema);
  const out: { path: string[]; schema: JsonSchema; required: boolean }[] = [];
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    const required = !!s.required?.includes(k);
    const inner = pick(v);
    if (inner.type === 'object' && inner.properties) {
      for (const f of fieldsOf(inner)) out.push({ ...f, path: [k, ...f.path] });
    }
    out.push({ path: [k], schema: v, required });
  }
  return out;
}
