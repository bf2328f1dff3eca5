/**
 * Runs `callback` in the browser's next idle period, at most `timeoutMs` away; Safari has no
 * requestIdleCallback, and there a delay of `fallbackMs` does the same job. Returns the cancel.
 */
export function onIdle(
  callback: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, fallbackMs);
  return () => clearTimeout(id);
}
