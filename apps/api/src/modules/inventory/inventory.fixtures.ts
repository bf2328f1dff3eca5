import { eq, sql } from 'drizzle-orm';
import type { CreateItemBody, InventoryItem } from '@app/contracts';
import { businessManagers, businesses, stockEntries } from '#src/db/schema/index.ts';
import type { TestContext } from '#test/app.ts';
import { createUser, type TestUser, forgetAccessCache } from '#test/builders.ts';
import { createBusinessRow } from '#test/businesses.ts';

/** Test fixtures shared by the inventory, categories, stock and reports tests. */
export interface Shop {
  owner: TestUser;
  businessId: string;
  /** `/api/businesses/<id><path>` */
  url: (path: string) => string;
}

export async function createShop(t: TestContext, owner?: TestUser): Promise<Shop> {
  const user = owner ?? (await createUser(t));
  const business = await createBusinessRow(t, user);
  return {
    owner: user,
    businessId: business.id,
    url: (path) => `/api/businesses/${business.id}${path}`,
  };
}

export async function addManager(t: TestContext, shop: Shop): Promise<TestUser> {
  const manager = await createUser(t);
  await t.database.db
    .insert(businessManagers)
    .values({ businessId: shop.businessId, userId: manager.user.id });
  forgetAccessCache(t);
  return manager;
}

export async function setBusinessSettings(
  t: TestContext,
  shop: Shop,
  settings: Record<string, unknown>,
) {
  await t.database.db
    .update(businesses)
    .set({ settings: sql`${businesses.settings} || ${JSON.stringify(settings)}::jsonb` })
    .where(eq(businesses.id, shop.businessId));
  forgetAccessCache(t);
}

export async function createItem(
  t: TestContext,
  shop: Shop,
  body: Partial<CreateItemBody> = {},
  as: TestUser = shop.owner,
): Promise<InventoryItem> {
  const res = await t.app.inject({
    method: 'POST',
    url: shop.url('/inventory'),
    headers: as.headers,
    payload: { name: 'Rice 5kg', price: 12.5, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create item: ${res.statusCode} ${res.body}`);
  return res.json().item as InventoryItem;
}

/** Items whose stock differs from the sum of their entries: always none. */
export async function stockMismatches(t: TestContext, businessId: string) {
  const result = await t.database.db.execute(sql`
    select i.id, i.stock, coalesce(sum(e.quantity_change), 0)::integer as total
    from inventory_items i left join ${stockEntries} e on e.product_id = i.id
    where i.business_id = ${businessId}
    group by i.id
    having i.stock <> coalesce(sum(e.quantity_change), 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}
