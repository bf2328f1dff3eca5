import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the app (~400 modules through Vite's module runner, 3-5 s) once, not
    // once per file: the PostgreSQL pass 297 -> 174 s (ADR 059). Every file builds its own app on
    // its own database; the modules' caches are keyed by ids a fresh database never repeats.
    isolate: false,
  },
});
