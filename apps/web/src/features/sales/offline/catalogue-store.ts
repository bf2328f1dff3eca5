import type { Business } from '@app/contracts/businesses';
import type { Customer } from '@app/contracts/customers';
import { fromCents, maxCents, toCents } from '@app/contracts/domain/money';
import type { InventoryItem } from '@app/contracts/inventory';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { textCollator } from '#src/lib/format.ts';
import { nextTask } from '#src/lib/next-task.ts';
import type { QueuedSale } from './outbox-store.ts';

/**
 * The POS's local catalogue (ADR 025): the business (currency, tax and discount settings) and its
 * items with prices, stock and image URLs, as last seen from the server. When the network is gone
 * the POS opens and searches from here; the stock shown is the last known stock minus the sales
 * still waiting in the outbox.
 */
interface CachedItem extends InventoryItem {
  /** When the server last sent this item (ms). */
  seenAt: number;
}

interface CatalogueDb extends DBSchema {
  businesses: { key: string; value: Business & { seenAt: number } };
  items: { key: string; value: CachedItem; indexes: { byBusiness: string } };
  customers: { key: string; value: Customer; indexes: { byBusiness: string } };
}

let opening: Promise<IDBPDatabase<CatalogueDb>> | null = null;
const db = () =>
  (opening ??= openDB<CatalogueDb>('shopbook-catalogue', 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('businesses', { keyPath: 'id' });
        database
          .createObjectStore('items', { keyPath: 'id' })
          .createIndex('byBusiness', 'businessId');
      }
      if (oldVersion < 2) {
        database
          .createObjectStore('customers', { keyPath: 'id' })
          .createIndex('byBusiness', 'businessId');
      }
    },
  }));

export async function saveBusiness(business: Business, now = Date.now()): Promise<void> {
  await (await db()).put('businesses', { ...business, seenAt: now });
}

export async function cachedBusiness(id: string): Promise<Business | null> {
  const found = await (await db()).get('businesses', id.toLowerCase());
  if (!found) return null;
  const { seenAt: _seenAt, ...business } = found;
  return business;
}

/** Items the server just sent (a search answer): kept, newest copy wins. */
export async function saveItems(items: InventoryItem[], now = Date.now()): Promise<void> {
  if (items.length === 0) return;
  const tx = (await db()).transaction('items', 'readwrite');
  await Promise.all([...items.map((item) => tx.store.put({ ...item, seenAt: now })), tx.done]);
  for (const businessId of new Set(items.map((i) => i.businessId))) {
    patchLoaded(
      businessId,
      items.filter((i) => i.businessId === businessId),
      now,
    );
  }
}

/**
 * Items written per transaction by replaceItems: IndexedDB copies each value on the main thread
 * as it is put, and the POS's 200 in one go were a ~70 ms task at 4x CPU right after its first
 * screen (ADR 023: total blocking time); 50 were still 53-56 ms there, over the 50 ms that
 * counts as blocking.
 */
export const WRITE_CHUNK = 25;

/**
 * The whole catalogue of a business as the server has it now: items not in it any more (deleted)
 * leave the local copy. Written WRITE_CHUNK at a time, each in a task of its own, then the
 * deleted ones go; a search in between finds every item, some in their newer copy.
 */
export async function replaceItems(
  businessId: string,
  items: InventoryItem[],
  now = Date.now(),
): Promise<void> {
  const database = await db();
  for (let start = 0; start < items.length; start += WRITE_CHUNK) {
    if (start > 0) await nextTask();
    const tx = database.transaction('items', 'readwrite');
    const chunk = items.slice(start, start + WRITE_CHUNK);
    await Promise.all([...chunk.map((item) => tx.store.put({ ...item, seenAt: now })), tx.done]);
    forget(businessId);
  }
  const keep = new Set(items.map((i) => i.id));
  const tx = database.transaction('items', 'readwrite');
  const old = await tx.store.index('byBusiness').getAllKeys(businessId);
  await Promise.all([
    ...old.filter((id) => !keep.has(id)).map((id) => tx.store.delete(id)),
    tx.done,
  ]);
  // The whole catalogue as the server sorted it by name: the local search's list, as it is, with
  // no second read of 5,000 items from IndexedDB and no sort (hundreds of ms at 4x CPU).
  sortedItems.set(businessId, Promise.resolve(items.map((item) => ({ ...item, seenAt: now }))));
  refreshedAt.set(businessId, Date.now());
  for (const listener of refreshListeners) listener();
}

/** When each business's whole catalogue was last written from the server in this page (ms). */
const refreshedAt = new Map<string, number>();
const refreshListeners = new Set<() => void>();

export function catalogueRefreshedAt(businessId: string): number {
  return refreshedAt.get(businessId) ?? 0;
}

/** Calls `listener` each time a business's whole catalogue has been written (replaceItems). */
export function onCatalogueRefreshed(listener: () => void): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

/** The items with these ids as last seen (a refused sale opened to edit); unknown ids are left out. */
export async function cachedItems(ids: string[]): Promise<Map<string, InventoryItem>> {
  const database = await db();
  const found = new Map<string, InventoryItem>();
  for (const id of ids) {
    const item = await database.get('items', id.toLowerCase());
    if (item) {
      const { seenAt: _seenAt, ...rest } = item;
      found.set(id, rest);
    }
  }
  return found;
}

export async function cachedCustomer(id: string): Promise<Customer | null> {
  return (await (await db()).get('customers', id.toLowerCase())) ?? null;
}

/** Quantity of each product in the sales still waiting for the server (not the refused ones). */
export function queuedQuantities(sales: QueuedSale[], businessId: string): Map<string, number> {
  const taken = new Map<string, number>();
  for (const sale of sales) {
    if (sale.businessId !== businessId || sale.status !== 'waiting') continue;
    for (const line of sale.body.items) {
      const id = line.productId.toLowerCase();
      taken.set(id, (taken.get(id) ?? 0) + line.quantity);
    }
  }
  return taken;
}

/** Each item's name lowercased with single spaces and a leading one, made once per copy. */
const searchNames = new WeakMap<InventoryItem, string>();
function searchName(item: InventoryItem): string {
  let name = searchNames.get(item);
  if (name === undefined) {
    name = ` ${item.name.toLowerCase().split(/\s+/).join(' ')}`;
    searchNames.set(item, name);
  }
  return name;
}

/**
 * The server's search as a test of one item: word prefixes of the name, prefixes of the SKU and
 * barcode. Made once per search, then run over up to 5,000 items with no allocation per item
 * (a key typed into the POS searches the whole local copy: ADR 082, <= 100 ms at 4x CPU).
 */
export function searchMatcher(search: string): (item: InventoryItem) => boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return () => true;
  const terms = wanted.split(/\s+/).map((t) => ` ${t}`);
  return (item) =>
    terms.every((t) => searchName(item).includes(t)) ||
    (item.sku?.toLowerCase().startsWith(wanted) ?? false) ||
    (item.barcode?.toLowerCase().startsWith(wanted) ?? false);
}

/** Matches the server's search: word prefixes of the name, prefixes of the SKU and barcode. */
export function matchesSearch(item: InventoryItem, search: string): boolean {
  return searchMatcher(search)(item);
}

/**
 * One business's items in memory, sorted by name, while nothing is written: a scan offline
 * searches 5,000 items in a few milliseconds instead of reading and sorting them all from
 * IndexedDB each time (hundreds of ms on a cheap phone; an add has 50 ms).
 */
const sortedItems = new Map<string, Promise<CachedItem[]>>();
function forget(businessId: string) {
  sortedItems.delete(businessId);
}

/**
 * A search answer's newer copies into the list in memory, in place: read again from IndexedDB
 * only when one is new or renamed (its place in the order changed). Forgetting the list on every
 * answer made the next key read and sort all 5,000 items again.
 */
function patchLoaded(businessId: string, items: InventoryItem[], now: number) {
  const loaded = sortedItems.get(businessId);
  if (!loaded) return;
  const patched = loaded.then((list) => {
    const fresh = new Map(items.map((i) => [i.id, i]));
    let moved = false;
    const next = list.map((old) => {
      const item = fresh.get(old.id);
      if (!item) return old;
      fresh.delete(old.id);
      if (item.name !== old.name) moved = true;
      return { ...item, seenAt: now };
    });
    if (!moved && fresh.size === 0) return next;
    forget(businessId);
    return itemsByName(businessId);
  });
  patched.catch(() => forget(businessId));
  sortedItems.set(businessId, patched);
}
function itemsByName(businessId: string): Promise<CachedItem[]> {
  let found = sortedItems.get(businessId);
  if (!found) {
    // A browser with no IndexedDB throws as it opens: a rejection here, like any other failure.
    found = Promise.resolve()
      .then(db)
      .then((database) => database.getAllFromIndex('items', 'byBusiness', businessId))
      .then((all) => {
        const collator = textCollator();
        return all.sort((a, b) => collator.compare(a.name, b.name));
      });
    found.catch(() => forget(businessId));
    sortedItems.set(businessId, found);
  }
  return found;
}

/**
 * The local search: items of the business matching `search`, by name, at most `limit`, with
 * stock = last known stock minus what the waiting sales took.
 */
export async function searchCachedItems(
  businessId: string,
  search: string,
  queued: QueuedSale[],
  limit: number,
): Promise<InventoryItem[]> {
  const all = await itemsByName(businessId);
  const taken = queuedQuantities(queued, businessId);
  const matches = searchMatcher(search);
  const found: CachedItem[] = [];
  for (const item of all) {
    if (found.length >= limit) break;
    if (matches(item)) found.push(item);
  }
  return found.map(({ seenAt: _seenAt, ...item }) => {
    const stock = item.stock - (taken.get(item.id.toLowerCase()) ?? 0);
    return { ...item, stock, isLowStock: item.isLowStock || stock <= 0 };
  });
}

/**
 * The item whose barcode or SKU is exactly `code` in the local copy (a scan answered without a
 * round trip), with its stock less the waiting sales; null when the copy has none.
 */
export async function cachedItemByCode(
  businessId: string,
  code: string,
  queued: QueuedSale[],
): Promise<InventoryItem | null> {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return null;
  const all = await itemsByName(businessId);
  const found =
    all.find((i) => i.barcode?.toLowerCase() === wanted) ??
    all.find((i) => i.sku?.toLowerCase() === wanted);
  if (!found) return null;
  const { seenAt: _seenAt, ...item } = found;
  const stock = item.stock - (queuedQuantities(queued, businessId).get(item.id.toLowerCase()) ?? 0);
  return { ...item, stock, isLowStock: item.isLowStock || stock <= 0 };
}

/** Starts reading the local copy into memory, so that the first key typed finds it there. */
export function warmCatalogue(businessId: string): void {
  itemsByName(businessId).catch(() => {});
}

/** Customers the server just sent (a search answer), with their balances as of now. */
export async function saveCustomers(customers: Customer[]): Promise<void> {
  if (customers.length === 0) return;
  const tx = (await db()).transaction('customers', 'readwrite');
  await Promise.all([...customers.map((c) => tx.store.put(c)), tx.done]);
}

/** What each customer owes more from the waiting credit sales (total above what was paid). */
export function queuedBalances(sales: QueuedSale[], businessId: string): Map<string, bigint> {
  const owed = new Map<string, bigint>();
  for (const sale of sales) {
    const customerId = sale.body.customerId?.toLowerCase();
    if (sale.businessId !== businessId || sale.status !== 'waiting' || !customerId) continue;
    const total = toCents(sale.summary.total.toFixed(2));
    const paid =
      sale.body.amountPaid !== undefined
        ? toCents(
            typeof sale.body.amountPaid === 'number'
              ? sale.body.amountPaid.toFixed(2)
              : String(sale.body.amountPaid),
          )
        : sale.body.paymentMethod === 'credit'
          ? 0n
          : total;
    owed.set(customerId, (owed.get(customerId) ?? 0n) + maxCents(total - paid, 0n));
  }
  return owed;
}

/** The local customer search (name word prefixes, phone prefix), balances plus waiting credit. */
export async function searchCachedCustomers(
  businessId: string,
  search: string,
  queued: QueuedSale[],
  limit: number,
): Promise<Customer[]> {
  const all = await (await db()).getAllFromIndex('customers', 'byBusiness', businessId);
  const wanted = search.trim().toLowerCase();
  const owed = queuedBalances(queued, businessId);
  return all
    .filter(
      (c) =>
        !wanted ||
        c.name
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w.startsWith(wanted)) ||
        (c.phone?.replace(/\s+/g, '').startsWith(wanted.replace(/\s+/g, '')) ?? false),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((c) => {
      const extra = owed.get(c.id.toLowerCase()) ?? 0n;
      if (extra === 0n) return c;
      return { ...c, balance: Number(fromCents(toCents(c.balance.toFixed(2)) + extra)) };
    });
}

/** Asks the browser not to evict this site's storage (the queue and the catalogue) under pressure. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
