import type { AppDeps } from '#src/platform/deps.ts';
import { fileStore, isStoredName, removeFile } from '#src/platform/storage.ts';
import * as repo from './uploads.repo.ts';

export { filesOfBusinesses, filesOfOwner } from './uploads.repo.ts';

/**
 * A file is saved before the row that names it is committed (the upload is checked first), so a
 * file younger than this may still be on its way to its row: the sweeper leaves it.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** Removes files once the rows that named them are gone (after the transaction commits). */
export async function removeFiles(deps: Pick<AppDeps, 'config' | 'log'>, names: string[]) {
  for (const name of names) await removeFile(deps, name);
}

/**
 * Removes stored files no row names any more and older than the grace period: what a failed
 * request, a crash between commit and removal, or a cascade left behind. Answers how many.
 */
export async function sweepOrphanFiles(
  deps: Pick<AppDeps, 'config' | 'log' | 'db'>,
  now: Date,
): Promise<number> {
  const files = (await fileStore(deps).list()).filter((f) => isStoredName(f.name));
  if (files.length === 0) return 0;
  const referenced = await repo.referencedFiles(deps.db);
  let removed = 0;
  for (const { name, modifiedAt } of files) {
    if (referenced.has(name)) continue;
    if (now.getTime() - modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
    await removeFile(deps, name);
    removed++;
  }
  return removed;
}
