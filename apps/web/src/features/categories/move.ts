/** A copy of `list` with the element at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return next;
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}
