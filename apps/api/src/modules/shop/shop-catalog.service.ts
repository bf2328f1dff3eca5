import { createHash } from 'node:crypto';
import {
  DEFAULT_BUSINESS_SETTINGS,
  DEFAULT_ITEM_SETTINGS,
  DEFAULT_SHOP_ACCENT,
  EMPTY_SOCIALS,
  SHOP_MESSAGES,
  type PublicShop,
  type PublicShopItem,
  type ShopAvailability,
  type ShopSettings,
} from '@app/contracts';
import * as businessesService from '#src/modules/businesses/businesses.service.ts';
import * as categoriesService from '#src/modules/categories/categories.service.ts';
import * as inventoryService from '#src/modules/inventory/inventory.service.ts';
import * as trialService from '#src/modules/trial/trial.service.ts';
import { getUserById } from '#src/modules/auth/users.service.ts';
import type { BusinessRow } from '#src/platform/business-access.ts';
import type { Db } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { uploadUrl } from '#src/platform/storage.ts';
import * as repo from './shop.repo.ts';

/**
 * One answer for every shop a customer may not see (unknown, unpublished, owner without an
 * active trial or subscription): nobody can tell them apart.
 */
export const shopNotFound = () => new AppError('SHOP_NOT_FOUND', SHOP_MESSAGES.notFound, 404);

export function toShopSettings(row: repo.CatalogRow | undefined): ShopSettings {
  return {
    itemOrder: row?.itemOrder ?? [],
    hidePrices: row?.hidePrices ?? false,
    showStock: row?.showStock ?? false,
    accentColor: row?.accentColor ?? DEFAULT_SHOP_ACCENT,
    banner: row?.banner ?? null,
    bannerUrl: uploadUrl(row?.banner ?? null),
    openingHours: row?.openingHours ?? [],
    deliveryNote: row?.deliveryNote ?? null,
    pickupEnabled: row?.pickupEnabled ?? true,
    deliveryEnabled: row?.deliveryEnabled ?? false,
  };
}

/*
 * Whether an owner's shop may be shown, kept a minute per owner: a link shared to thousands
 * costs one trial lookup a minute, and an expired trial hides the shop within a minute.
 */
const OWNER_ACCESS_TTL_MS = 60_000;
const ownerAccess = new Map<string, { visible: boolean; until: number }>();

async function ownerHasAccess(deps: AppDeps, ownerId: string): Promise<boolean> {
  const now = deps.now().getTime();
  const cached = ownerAccess.get(ownerId);
  if (cached && cached.until > now) return cached.visible;
  const owner = await getUserById(deps, ownerId);
  const visible =
    Boolean(owner.adminRole) || (await trialService.getTrialStatus(deps, owner)).hasFullAccess;
  if (ownerAccess.size > 10_000) ownerAccess.clear();
  ownerAccess.set(ownerId, { visible, until: now + OWNER_ACCESS_TTL_MS });
  return visible;
}

/** The business behind a public shop link, if a customer may see its shop; else SHOP_NOT_FOUND. */
export async function findVisibleShop(deps: AppDeps, identifier: string): Promise<BusinessRow> {
  const row = await businessesService.findBusinessForShop(deps, identifier);
  if (!row || !row.shopPublished || !(await ownerHasAccess(deps, row.ownerId))) {
    throw shopNotFound();
  }
  return row;
}

/**
 * The version of everything the public shop shows: the business row, its catalogue settings,
 * its categories and its items. Read from the database (three cheap queries, at most once a
 * second per shop), so every server instance sees a change once it commits; only the answer
 * built from it is kept in memory.
 */
async function catalogVersion(db: Db, row: BusinessRow, catalog?: repo.CatalogRow) {
  const [items, categories] = await Promise.all([
    inventoryService.itemsFingerprint(db, row.id),
    categoriesService.categoriesFingerprint(db, row.id),
  ]);
  const parts = [
    row.updatedAt.toISOString(),
    catalog?.updatedAt.toISOString() ?? '-',
    items,
    categories,
  ].join('|');
  return createHash('sha1').update(parts).digest('base64url').slice(0, 20);
}

function availability(stock: number, threshold: number): ShopAvailability {
  if (stock <= 0) return 'out';
  return stock <= threshold ? 'low' : 'in_stock';
}

/** Items in the owner's order (dragged ones first, in that order; the rest by name). */
function orderItems<T extends { id: string }>(items: T[], itemOrder: string[]): T[] {
  if (itemOrder.length === 0) return items;
  const rank = new Map(itemOrder.map((id, index) => [id, index]));
  const last = itemOrder.length;
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) => (rank.get(a.item.id) ?? last) - (rank.get(b.item.id) ?? last) || a.index - b.index,
    )
    .map(({ item }) => item);
}

async function buildPublicShop(
  db: Db,
  row: BusinessRow,
  catalog: repo.CatalogRow | undefined,
): Promise<PublicShop> {
  const settings = toShopSettings(catalog);
  const businessSettings = { ...DEFAULT_BUSINESS_SETTINGS, ...row.settings };
  const [categories, items] = await Promise.all([
    categoriesService.listCategories(db, row.id),
    inventoryService.listShopItems(db, row.id),
  ]);
  const shopItems: PublicShopItem[] = orderItems(items, settings.itemOrder).map((item) => ({
    id: item.id,
    name: item.name,
    description: item.description,
    price: settings.hidePrices ? null : Number(item.price),
    imageUrl: uploadUrl(item.image),
    categoryId: item.categoryId,
    featured: { ...DEFAULT_ITEM_SETTINGS, ...item.settings }.featured,
    availability: availability(
      item.stock,
      item.lowStockThreshold ?? businessSettings.lowStockThreshold,
    ),
    stock: settings.showStock ? Math.max(item.stock, 0) : null,
    unit: item.unit,
  }));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    logoUrl: uploadUrl(row.logo),
    bannerUrl: settings.bannerUrl,
    socials: { ...EMPTY_SOCIALS, ...row.socials },
    address: row.address,
    phone: row.phone,
    currency: row.currency,
    timezone: businessSettings.timezone,
    language: row.language,
    accentColor: settings.accentColor,
    hidePrices: settings.hidePrices,
    showStock: settings.showStock,
    openingHours: settings.openingHours,
    deliveryNote: settings.deliveryNote,
    pickupEnabled: settings.pickupEnabled,
    deliveryEnabled: settings.deliveryEnabled,
    categories: categories.map(({ id, name }) => ({ id, name })),
    items: shopItems,
  };
}

export interface PublicShopAnswer {
  etag: string;
  /** `{ shop }` serialised once per version: a cached answer costs no JSON work. */
  json: string;
  shop: PublicShop;
}

/** Built answers by business, for the version they were built from (bounded, oldest out). */
const MAX_CACHED_SHOPS = 200;
const answers = new Map<string, { version: string; checkedAt: number; answer: PublicShopAnswer }>();
/**
 * How long a version read from the database is trusted before it is read again: a burst of
 * visitors costs one version check a second, and a change shows within a second everywhere.
 */
export const VERSION_CHECK_MS = 1_000;

/** GET /shop/{identifier}: the shop as customers see it, from the cache while nothing changed. */
export async function getPublicShop(deps: AppDeps, identifier: string): Promise<PublicShopAnswer> {
  const row = await findVisibleShop(deps, identifier);
  const now = deps.now().getTime();
  const cached = answers.get(row.id);
  if (cached && now - cached.checkedAt < VERSION_CHECK_MS) return cached.answer;
  // A read a replica may answer (ADR 080): the version and the answer from the same server.
  return fromReplica(deps, row.id, async (db) => {
    const catalog = await repo.findCatalog(db, row.id);
    const version = await catalogVersion(db, row, catalog);
    if (cached && cached.version === version) {
      cached.checkedAt = now;
      return cached.answer;
    }
    const shop = await buildPublicShop(db, row, catalog);
    const answer = { etag: `"${version}"`, json: JSON.stringify({ shop }), shop };
    answers.delete(row.id);
    answers.set(row.id, { version, checkedAt: now, answer });
    if (answers.size > MAX_CACHED_SHOPS) answers.delete(answers.keys().next().value!);
    return answer;
  });
}
