import { config } from 'zod';

// The server's Content-Security-Policy forbids eval (server/lib/security-headers.ts). Zod would probe
// for it with `Function('')` on its first object parse: a CSP violation report each time a page
// loads. Its eval-free path is the one that runs under the CSP anyway.
config({ jitless: true });
