import { useEffect, useState } from 'react';
import { onQueuedWritesChange, queuedWrites, type QueuedWrite } from './queued-writes.ts';
import { useSession } from './session.ts';

/** The signed-in user's queued till writes (oldest first), live across this device's tabs. */
export function useQueuedWrites(): QueuedWrite[] {
  const userId = useSession().user?.id ?? null;
  // Kept with the user it belongs to, so another account never sees it for a render.
  const [state, setState] = useState<{ userId: string | null; writes: QueuedWrite[] }>({
    userId: null,
    writes: [],
  });
  useEffect(() => {
    if (!userId) return;
    let alive = true;
    const load = () =>
      queuedWrites(userId).then(
        (writes) => alive && setState({ userId, writes }),
        () => {},
      );
    void load();
    const stop = onQueuedWritesChange(() => void load());
    return () => {
      alive = false;
      stop();
    };
  }, [userId]);
  return state.userId === userId ? state.writes : [];
}
