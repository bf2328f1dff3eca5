import { lazy } from 'react';
import { nextTask } from '#src/lib/next-task.ts';

/**
 * The parts of the POS that its first screen does not show (ADR 040): the checkout (in
 * the phone's cart sheet; beside the grid on a desktop), the sales history (a tab on phones, below
 * on a desktop) and the two receipts, and the camera scanner's dialog. Their code is not in the POS's first download: each is its
 * own chunk, asked for once the grid is on screen (preloadSalesPageParts), so a tap on the cart
 * or a first sale finds it loaded. The service worker precaches these chunks like every other,
 * so an offline till has them too.
 */
const loadCheckout = () => import('../components/checkout-panel.tsx');
const loadHistory = () => import('../components/sales-history.tsx');
const loadReceipt = () => import('../components/receipt-dialog.tsx');
const loadOfflineReceipt = () => import('../offline/offline-receipt.tsx');
/** ProductSearch's camera dialog (lazy there): ready before the first tap on the camera. */
const loadScanner = () => import('#src/components/camera-scanner.tsx');

export const CheckoutPanel = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutPanel })));
export const SalesHistory = lazy(() => loadHistory().then((m) => ({ default: m.SalesHistory })));
export const ReceiptDialog = lazy(() => loadReceipt().then((m) => ({ default: m.ReceiptDialog })));
export const OfflineReceipt = lazy(() =>
  loadOfflineReceipt().then((m) => ({ default: m.OfflineReceipt })),
);

/**
 * Starts loading every part (once the grid is on screen), each in a task of its own: the build's
 * preload helper adds a link for each chunk a part imports, synchronously, 50-60 ms at 4x CPU for
 * the five at once (ADR 023: total blocking time). A failure is retried by the part.
 */
export async function preloadSalesPageParts(): Promise<void> {
  for (const load of [loadCheckout, loadOfflineReceipt, loadReceipt, loadHistory, loadScanner]) {
    await nextTask();
    load().catch(() => {});
  }
}
