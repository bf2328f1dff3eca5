import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API's files that take minutes on two cores (50 server starts and SIGTERMs, 200+ bodies per
 * write route, 10 kill -9 rounds), started before the others. Without timings cached (a fresh
 * clone, CI) Vitest orders files by size: the shutdown file, one of the smallest, ran last and
 * alone for ~6 minutes of the PGlite pass while the other worker had nothing left to do. (The
 * sequencer is the root's: a project's own is not used.)
 */
const SLOW_FILES = [
  'apps/api/src/server-shutdown.test.ts',
  'apps/api/src/modules/fuzz-writes.test.ts',
  'apps/api/src/modules/sales/crash-safety.test.ts',
];

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(slow));
      return index === -1 ? SLOW_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/web', 'apps/api'],
    sequence: { sequencer: SlowFilesFirst },
    // Vitest's default is a worker fewer than the cores: one on CI's two, where the unit tests
    // took 160 s; a worker per core, 109 s (ADR 059). The API project sets its own.
    maxWorkers: '100%',
  },
});
