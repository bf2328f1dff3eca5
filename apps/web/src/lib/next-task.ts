/**
 * Resolves in a later task, so the work after it is a task of its own: the browser can paint and
 * answer input in between, and a slow phone has two shorter tasks instead of one long one (issue
 * 21: total blocking time). `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
