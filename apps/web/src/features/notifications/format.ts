/** "5 min ago", "3 h ago", else a short date: when a notification arrived. */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const ms = now - new Date(iso).getTime();
  if (ms < 60_000) return 'just now';
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min ago`;
  if (ms < 86_400_000) return `${Math.floor(ms / 3_600_000)} h ago`;
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}
