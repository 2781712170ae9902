import type { z } from 'zod';

/** One readable line naming the field: "body.email: Invalid email address". */
export function zodMessage(where: 'params' | 'query' | 'body', error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `${where}: invalid`;
  if (issue.code === 'unrecognized_keys') {
    return `${[where, ...issue.path.map(String)].join('.')}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
  }
  const path = [where, ...issue.path.map(String)].join('.');
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return `${path}: ${issue.message}${more}`;
}
