import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Browser hardening for a client that keeps its token in localStorage (spec 3): no script but our
 * own bundle may run, no page may frame us, no URL (a reset link's token) leaks in a Referer.
 * What the built client needs, checked in Chromium (tests/e2e/csp.spec.ts):
 * - style-src 'unsafe-inline': Fluent UI (griffel) and plotly inject <style> elements at run time;
 * - worker-src blob: plotly and three build workers from blobs; 'self' for the PWA service worker;
 * - img-src data: blob: plotly's toImage and three's textures; font-src data: for inlined fonts;
 * - connect-src 'self': the API and the STOMP WebSocket on the same origin.
 * HSTS and upgrade-insecure-requests are left to the TLS proxy in front: the embedded server speaks
 * plain HTTP on localhost, where either would break it.
 */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // The swagger UI and the PWA load their own files: same-origin isolation is enough.
  crossOriginEmbedderPolicy: false,
};
