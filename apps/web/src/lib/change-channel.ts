/**
 * "This store changed", told to this tab's listeners and, through a BroadcastChannel, to the
 * device's other tabs (their counts and lists follow). One per IndexedDB store that screens watch.
 */
export function changeChannel(name: string) {
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  channel?.addEventListener('message', () => listeners.forEach((l) => l()));
  return {
    changed(): void {
      listeners.forEach((l) => l());
      channel?.postMessage('changed');
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
