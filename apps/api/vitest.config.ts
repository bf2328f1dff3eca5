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
    // On PostgreSQL each worker imports the app (~400 modules through Vite's module runner, 3-5 s)
    // once, not once per file: 297 -> 174 s (ADR 059). Every file builds its own app on its own
    // database; the modules' caches are keyed by ids a fresh database never repeats. On PGlite a
    // file runs in a process of its own again: a worker process that had started and stopped
    // dozens of PGlite worker threads (a WebAssembly instance each) died once in CI in V8 itself
    // (Node 24.21, `jit_page_->allocations_.erase(addr) == 1` freeing wasm code; ADR 059).
    isolate: process.env.TEST_DB !== 'postgres',
  },
});
