import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Cheap password hashing (auth/password.ts); the production parameters have their own test.
    env: { NODE_ENV: 'test' },
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's loaded modules (each still builds its own app on its own database),
    // and a worker per core: most of a test waits on the database, so the default of cores - 1 idles.
    isolate: false,
    maxWorkers: os.availableParallelism(),
  },
});
