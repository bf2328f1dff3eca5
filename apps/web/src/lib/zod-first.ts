import { nextTask } from './next-task.ts';

let evaluated: Promise<void> | undefined;

/**
 * Loads a screen's modules once zod itself has been evaluated, in a task of its own (ADR 023:
 * total blocking time). zod's classes and locale take a phone about 50 ms to evaluate; without
 * this they are evaluated inside whichever screen module imports zod first, on top of that
 * module's schemas and components: the signed-in shell's task was 190 ms at 4x CPU. zod is in
 * the API client's chunk, which every screen that parses an answer loads anyway; on a cold load
 * without the route's preloads it is fetched one round trip ahead of the screen's other chunks.
 */
export function afterZod<T>(load: () => Promise<T>): Promise<T> {
  evaluated ??= import('./zod-evaluated.ts').then(
    // Read, or the build drops the module's import of zod as unused.
    ({ ZodType, parseResponse }) => void [ZodType, parseResponse],
    () => {
      // Offline with the chunk missing: try again next time; the screen's own import reports it.
      evaluated = undefined;
    },
  );
  // Each caller in a task of its own too: a preloaded module is evaluated in the task that
  // imports it, and the router asks for a screen's layout, loader and page at once.
  return evaluated.then(nextTask).then(load);
}
