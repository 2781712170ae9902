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
    globalSetup: ['tests/setup/db-templates.ts'],
  },
});
