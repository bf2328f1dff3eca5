import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '#src/lib/session.ts';
import { startOutboxRunner } from './outbox-runner.ts';
import { onOutboxChange, queuedSales, type QueuedSale } from './outbox-store.ts';

/** The signed-in user's queued sales, live: what waits, what needs attention, the oldest's time. */
export function useOutbox() {
  const userId = useSession().user?.id ?? null;
  // Kept with the user it belongs to, so another account never sees it for a render.
  const [state, setState] = useState<{ userId: string | null; sales: QueuedSale[] }>({
    userId: null,
    sales: [],
  });
  const sales = state.userId === userId ? state.sales : [];
  useEffect(() => {
    if (!userId) return;
    let alive = true;
    const load = () =>
      queuedSales(userId).then(
        (list) => alive && setState({ userId, sales: list }),
        () => {},
      );
    void load();
    const stop = onOutboxChange(() => void load());
    return () => {
      alive = false;
      stop();
    };
  }, [userId]);
  const waiting = sales.filter((s) => s.status === 'waiting');
  const attention = sales.filter((s) => s.status === 'attention');
  return { sales, waiting, attention, oldestAt: sales[0]?.queuedAt ?? null };
}

/** Mounted once in the signed-in shell: the queue syncs from any screen, not only the POS. */
export function useOutboxRunner() {
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  useEffect(
    () => (userId ? startOutboxRunner(userId, queryClient) : undefined),
    [userId, queryClient],
  );
}
