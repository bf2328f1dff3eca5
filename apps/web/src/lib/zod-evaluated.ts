// Imported by afterZod (zod-first.ts) for its side effect: zod evaluated in a task of its own.
// One class rather than the `z` namespace, whose few hundred getters this chunk would build.
export { ZodType } from 'zod';
// With the API client, which every screen that uses zod imports too: the build keeps zod in the
// client's chunk instead of splitting it into one more file every such screen has to ask for.
export { parseResponse } from './api-client.ts';
