import type { Sale } from '@app/contracts/sales';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { formatDayKey } from '#src/lib/format.ts';
import type { SalesFilters } from '../api/keys.ts';

/**
 * The last 30 days of a business's sales as last read from the server (ADR 025, offline reads):
 * with no connection the history answers from here, with the time of that copy ("as of").
 * Only what the history has read is kept (pages it opened), never more than 30 days.
 */
export const HISTORY_DAYS = 30;

interface HistoryDb extends DBSchema {
  sales: { key: string; value: Sale; indexes: { byBusiness: string } };
  copies: { key: string; value: { businessId: string; asOf: number } };
}

let opening: Promise<IDBPDatabase<HistoryDb>> | null = null;
const db = () =>
  (opening ??= openDB<HistoryDb>('shopbook-history', 1, {
    upgrade(database) {
      database
        .createObjectStore('sales', { keyPath: 'id' })
        .createIndex('byBusiness', 'businessId');
      database.createObjectStore('copies', { keyPath: 'businessId' });
    },
  }));

const DAY_MS = 24 * 60 * 60_000;

/** Sales the server just sent: kept (newest copy wins) when they are from the last 30 days. */
export async function keepSales(
  businessId: string,
  sales: Sale[],
  now = Date.now(),
): Promise<void> {
  const oldest = now - HISTORY_DAYS * DAY_MS;
  const tx = (await db()).transaction(['sales', 'copies'], 'readwrite');
  const sold = tx.objectStore('sales');
  const stale = (await sold.index('byBusiness').getAll(businessId)).filter(
    (s) => Date.parse(s.soldAt) < oldest,
  );
  await Promise.all([
    ...stale.map((s) => sold.delete(s.id)),
    ...sales.filter((s) => Date.parse(s.soldAt) >= oldest).map((s) => sold.put(s)),
    tx.objectStore('copies').put({ businessId, asOf: now }),
    tx.done,
  ]);
}

/** A deleted sale leaves the local copy too. */
export async function forgetSale(id: string): Promise<void> {
  await (await db()).delete('sales', id);
}

/** YYYY-MM-DD of an instant on the business's clock. */
export function businessDay(iso: string, timeZone: string | undefined): string {
  return formatDayKey(iso, timeZone);
}

/** The history's filters applied to the local copy, newest first; null when there is no copy. */
export async function localSales(
  businessId: string,
  filters: SalesFilters,
  timeZone: string | undefined,
): Promise<{ sales: Sale[]; asOf: number } | null> {
  const database = await db();
  const copy = await database.get('copies', businessId);
  if (!copy) return null;
  const all = await database.getAllFromIndex('sales', 'byBusiness', businessId);
  const sales = all
    .filter((s) => {
      const day = businessDay(s.soldAt, timeZone);
      return (
        (!filters.from || day >= filters.from) &&
        (!filters.to || day <= filters.to) &&
        (!filters.paymentMethod || s.paymentMethod === filters.paymentMethod) &&
        (!filters.customerId || s.customerId === filters.customerId) &&
        (!filters.productId || s.items.some((i) => i.productId === filters.productId))
      );
    })
    .sort((a, b) => (a.soldAt < b.soldAt ? 1 : a.soldAt > b.soldAt ? -1 : 0));
  return { sales, asOf: copy.asOf };
}
