import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The API server during `npm run dev:client`; the production server serves dist/ itself. */
const apiTarget = process.env.DRILLSPACE_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // Updates are announced (spec 1 notice) and applied by src/features/pwa/register-service-worker.ts.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Drillspace',
        short_name: 'Drillspace',
        description: 'Keyboard-first tiling workspace for drilling, completions and production engineering',
        theme_color: '#1976d2',
        background_color: '#F5F5F7',
        display: 'standalone',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // Above the plotly chunk (~4.7 MB minified), so charts work offline too.
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // The API and the realtime socket are never answered from the cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
      },
    }),
  ],
  // The client's zod, told not to probe for eval before any schema is defined (the CSP forbids eval).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zod-no-eval.ts', import.meta.url)) }] },
  server: {
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Plotly and three are lazy chunks of several MB by nature; the first chunk is what we watch (bench/shell-bundle.ts).
    chunkSizeWarningLimit: 6000,
  },
});
