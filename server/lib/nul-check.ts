/**
 * PostgreSQL text and jsonb cannot hold U+0000: a NUL in any input would reach the database and fail
 * there. Found here, once for every route, it is a 400 naming the field.
 * Returns the path of the first string (or object key) holding a NUL, or null.
 */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${path}.${i}`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return `${path}.${k.replaceAll('\u0000', '\\u0000')}`;
    const hit = findNul(v, `${path}.${k}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export const NUL_MESSAGE = 'must not contain NUL characters (\\u0000)';
