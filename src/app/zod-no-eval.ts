/**
 * The client's `zod`: vite.config.ts aliases the bare specifier here, so zod is told not to probe
 * for eval before any module of ours defines a schema. The server's Content-Security-Policy forbids
 * eval (server/lib/security-headers.ts); zod would otherwise probe with `Function('')` when a module
 * defines its first object schema, a CSP violation on every page load, and whichever chunk happened
 * to run before a config call in the entry (route-views, in November) would make it.
 */
import { config } from 'zod/v4';

export * from 'zod/v4';
export { z, default } from 'zod/v4';

config({ jitless: true });
