import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Integration files spend much of their time waiting on PostgreSQL, RabbitMQ and sockets: two
    // forks on two cores took the suite from 996 s to 652 s (the default there is one).
    maxWorkers: 2,
    // Files share each fork's module cache: every integration file imports the whole server, and
    // importing it anew per file took 707 s of a 1,836 s run (isolated) against 60 s of 973 s (not).
    // No file mocks modules; state a file leaves in a module (a store keyed per server, the
    // workspace proxy) must not change what the next one sees.
    isolate: false,
    globalSetup: ['tests/setup/db-templates.ts'],
  },
});
