import type { Business } from '@app/contracts';
import { SALE_MESSAGES, type Sale } from '@app/contracts/sales';
import type { CreateSaleBody } from '@app/contracts/sales';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useReceiptPrinter } from '#src/lib/receipt-printer.ts';
import { useSession } from '#src/lib/session.ts';
import { tillStaffAttribution } from '#src/lib/till.ts';
import { rememberRecordedSale, useCreateSale } from './api/create-sale.ts';
import { getSale } from './api/get-sale.ts';
import { itemCount, saleBody, totalsOf, type Cart, type CartAction } from './cart.ts';
import { checkoutError } from './checkout-error.ts';
import type { CheckoutError } from './components/checkout-panel.tsx';
import type { HistoryBusiness } from './history-business.ts';
import { minorToNumber } from './money.ts';
import { enqueueSale, removeQueuedSale, type QueuedSale } from './offline/outbox-store.ts';
import { sendFromCheckout } from './offline/outbox-send.ts';
import { pendingSale } from './offline/pending-receipt.ts';

interface ChargeOptions {
  business: Business;
  info: HistoryBusiness;
  cart: Cart;
  dispatch: (action: CartAction) => void;
  /** This device's register when the till runs shifts; a blocker stops charging. */
  till?: { register: string; blocker: unknown };
  /** The sale is safe (recorded or queued): the POS closes its cart sheet. */
  onDone: () => void;
}

/**
 * The POS's charge flow: the cart becomes a sale, written to the device's queue first (ADR 025:
 * nothing else happens before it is safe), then sent at once by the queue (a sale is sent only by
 * the queue, under its lock, so no other tab sends it too). Confirmed: off the queue, the
 * server's receipt shows. No connection (or a server that cannot answer): it stays queued, its
 * provisional receipt shows and the next customer can be served. Refused (stock, prices...): off
 * the queue, and the cart shows why. Signed out or no IndexedDB: sent directly.
 */
export function useCharge({ business, info, cart, dispatch, till, onDone }: ChargeOptions) {
  const queryClient = useQueryClient();
  const create = useCreateSale();
  const user = useSession().user;
  const userId = user?.id ?? null;
  // This device's receipt printer (ADR 072; null where none is provided: print dialog only).
  const printer = useReceiptPrinter();
  const [error, setError] = useState<CheckoutError | null>(null);
  const [receipt, setReceipt] = useState<Sale | null>(null);
  const [offlineReceipt, setOfflineReceipt] = useState<QueuedSale | null>(null);
  const [pendingReceipt, setPendingReceipt] = useState<Sale | null>(null);
  const [queuing, setQueuing] = useState(false);
  const closeReceipt = useCallback(() => setReceipt(null), []);

  /**
   * A corrected refused sale, now safe (queued or recorded): the refused copy leaves the "needs
   * attention" list. Not before: a corrected sale the server refuses again leaves it there.
   */
  const dropReplaced = () => {
    if (cart.replacesQueuedId) void removeQueuedSale(cart.replacesQueuedId).catch(() => {});
  };

  /** The sale is kept on this device and the cart starts afresh; the queue sends it later. */
  const keptOffline = (queued: QueuedSale) => {
    // Its receipt as far as this device knows it (no number yet), for the receipt printer.
    const soldAt = queued.body.soldAt ?? new Date(queued.queuedAt).toISOString();
    const provisional = pendingSale(cart, info, soldAt, user?.username ?? null);
    setPendingReceipt(provisional);
    printer?.afterSale(provisional, info, true);
    dropReplaced();
    dispatch({ type: 'reset' });
    onDone();
    setOfflineReceipt(queued);
  };

  /** The server's receipt: the cart starts afresh and the receipt shows. */
  const recorded = (sale: Sale) => {
    printer?.afterSale(sale, info);
    dropReplaced();
    dispatch({ type: 'reset' });
    onDone();
    setReceipt(sale);
  };

  const sendDirectly = (body: CreateSaleBody) =>
    create.mutate(
      { businessId: business.id, body, idempotencyKey: cart.idempotencyKey },
      {
        onSuccess: recorded,
        onError: (err) => setError(checkoutError(err, SALE_MESSAGES.createFailed)),
      },
    );

  const queuedSale = (body: CreateSaleBody, owner: string): QueuedSale => ({
    id: body.id!,
    userId: owner,
    businessId: business.id,
    body,
    idempotencyKey: cart.idempotencyKey,
    queuedAt: Date.now(),
    attempts: 0,
    // The checkout sends it now; the background rounds leave it alone meanwhile.
    nextAttemptAt: Date.now() + 60_000,
    status: 'waiting',
    summary: {
      total: minorToNumber(totalsOf(cart, info.taxRate).total),
      itemCount: itemCount(cart),
      currency: business.currency,
      businessName: business.name,
    },
  });

  /** Sends the queued sale now and shows what came of it. */
  const sendQueued = async (queued: QueuedSale) => {
    const sent = await sendFromCheckout(queued.id);
    if (sent.kind === 'recorded') {
      rememberRecordedSale(queryClient, business.id, sent.sale);
      recorded(sent.sale);
    } else if (sent.kind === 'refused') {
      setError(checkoutError(sent.error, SALE_MESSAGES.createFailed));
    } else if (sent.kind === 'gone') {
      // Another tab's round sent it first: its receipt is on the server.
      const sale = await getSale(business.id, queued.id).catch(() => null);
      if (sale) recorded(sale);
      else keptOffline(queued);
    } else {
      keptOffline(queued);
    }
  };

  const charge = async () => {
    if (create.isPending || queuing || till?.blocker) return;
    setError(null);
    const body = {
      ...saleBody(cart),
      soldAt: new Date().toISOString(),
      ...(till ? { register: till.register } : {}),
      // At a till, the member who sold (ADR 076): kept while the sale waits in the queue.
      ...tillStaffAttribution(business.id),
    };
    if (!userId) return sendDirectly(body);
    const queued = queuedSale(body, userId);
    setQueuing(true);
    try {
      await enqueueSale(queued);
    } catch {
      // No IndexedDB (a private window, storage blocked): no queue, the sale is sent directly.
      setQueuing(false);
      sendDirectly(body);
      return;
    }
    try {
      await sendQueued(queued);
    } catch {
      // The queue unreadable midway: the sale is in it, and the background rounds send it.
      keptOffline(queued);
    } finally {
      setQueuing(false);
    }
  };

  return {
    charge,
    charging: create.isPending || queuing,
    error,
    setError,
    receipt,
    closeReceipt,
    offlineReceipt,
    pendingReceipt,
    closeOfflineReceipt: () => setOfflineReceipt(null),
    printer,
  };
}
