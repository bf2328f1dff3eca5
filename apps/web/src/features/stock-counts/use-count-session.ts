import { STOCK_COUNT_MAX_AGO_MS, type StockCount } from '@app/contracts/stock-counts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, isNetworkFailure } from '#src/lib/api-client.ts';
import { stockCountKeys } from './api/keys.ts';
import { saveStockCount } from './api/save-stock-count.ts';
import {
  forgetCount,
  forgetSent,
  keepCopy,
  keepPending,
  pendingOf,
} from './offline/count-store.ts';

/** How long typing may go on before what was counted is sent. */
const SAVE_DELAY_MS = 600;
const SAVE_CHUNK = 500;

export type SaveState = 'saved' | 'saving' | 'offline' | 'failed';

/**
 * Counting one stock count on this device (ADR 074): each count is kept in IndexedDB first,
 * then sent a moment later; with no connection it waits there and goes when the browser is back
 * online (or the screen opens again). Answers the counted quantities (the server's, overlaid
 * with what is still waiting here) and how saving goes.
 */
export function useCountSession(businessId: string, count: StockCount) {
  const qc = useQueryClient();
  const [local, setLocal] = useState<Map<string, number>>(() => new Map());
  const [waiting, setWaiting] = useState(0);
  const [state, setState] = useState<SaveState>('saved');
  const [problem, setProblem] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sending = useRef(false);
  const again = useRef(false);
  const countId = count.id;

  /** Sends what waits here; a call while sending makes the running one go round again. */
  const flush = useCallback(async () => {
    if (sending.current) {
      again.current = true;
      return;
    }
    sending.current = true;
    try {
      do {
        again.current = false;
        const pending = await pendingOf(countId);
        setWaiting(pending.length);
        if (pending.length === 0) {
          setState('saved');
          return;
        }
        if (!navigator.onLine) {
          setState('offline');
          return;
        }
        setState('saving');
        let answer: StockCount | null = null;
        for (let i = 0; i < pending.length; i += SAVE_CHUNK) {
          const chunk = pending.slice(i, i + SAVE_CHUNK);
          answer = await saveStockCount(
            businessId,
            countId,
            chunk.map(({ productId, counted, at }) => ({
              productId,
              counted,
              // The stock it is compared with is the stock when it was counted, not when sent.
              countedAgoMs: Math.min(Math.max(Date.now() - at, 0), STOCK_COUNT_MAX_AGO_MS),
            })),
          );
          await forgetSent(chunk);
        }
        if (answer) {
          qc.setQueryData(stockCountKeys.detail(businessId, countId), answer);
          void keepCopy(answer).catch(() => undefined);
        }
        const left = await pendingOf(countId);
        setWaiting(left.length);
        // A count typed while this was on its way (maybe not yet in IndexedDB) stays shown: only
        // what the server now holds replaces what is shown here.
        const held = new Map(answer?.lines.map((l) => [l.productId, l.counted]) ?? []);
        setLocal((current) => {
          const next = new Map<string, number>();
          for (const [productId, value] of current) {
            if (held.get(productId) !== value) next.set(productId, value);
          }
          return next;
        });
        setProblem(null);
        if (left.length > 0) again.current = true;
        else setState('saved');
      } while (again.current);
    } catch (err) {
      setProblem(err);
      // Applied or cancelled elsewhere: what waits here can never be saved.
      if (err instanceof ApiError && err.errorCode === 'STOCK_COUNT_CLOSED') {
        await forgetCount(countId).catch(() => undefined);
        setWaiting(0);
        setLocal(new Map());
        void qc.invalidateQueries({ queryKey: stockCountKeys.detail(businessId, countId) });
      }
      setState(isNetworkFailure(err) ? 'offline' : 'failed');
    } finally {
      sending.current = false;
    }
  }, [businessId, countId, qc]);

  // What was counted here and not yet sent (a reload, a closed tab) is shown and sent again.
  useEffect(() => {
    let live = true;
    void pendingOf(countId).then((pending) => {
      if (!live) return;
      setLocal(new Map(pending.map((p) => [p.productId, p.counted])));
      if (pending.length > 0) void flush();
    });
    const online = () => void flush();
    const offline = () => setState((s) => (s === 'saved' ? s : 'offline'));
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      live = false;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [countId, flush]);

  const setCounted = useCallback(
    (productId: string, counted: number) => {
      const value = Math.max(0, Math.floor(counted));
      setLocal((current) => new Map(current).set(productId, value));
      void keepPending({ countId, productId, counted: value, at: Date.now() }).then(async () => {
        setWaiting((await pendingOf(countId)).length);
        if (timer.current) clearTimeout(timer.current);
        setState(navigator.onLine ? 'saving' : 'offline');
        timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
      });
    },
    [countId, flush],
  );

  const fromServer = useMemo(
    () => new Map(count.lines.map((l) => [l.productId, l.counted])),
    [count.lines],
  );
  const countedOf = useCallback(
    (productId: string): number | null =>
      local.has(productId) ? local.get(productId)! : (fromServer.get(productId) ?? null),
    [fromServer, local],
  );

  return { countedOf, setCounted, state, waiting, problem, flush, local };
}
