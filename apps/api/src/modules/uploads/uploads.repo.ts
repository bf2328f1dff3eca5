import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { businesses, expenses, inventoryItems, shopCatalogs } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

/*
 * Every column that names a file in DATA_DIR/uploads, with the business it belongs to, in one
 * place: a new kind of upload is added here, or the sweeper takes its files for orphans.
 */
const FILE_COLUMNS: { table: PgTable; file: PgColumn; businessId: PgColumn }[] = [
  { table: businesses, file: businesses.logo, businessId: businesses.id },
  { table: inventoryItems, file: inventoryItems.image, businessId: inventoryItems.businessId },
  { table: expenses, file: expenses.receiptImage, businessId: expenses.businessId },
  { table: shopCatalogs, file: shopCatalogs.banner, businessId: shopCatalogs.businessId },
];

async function fileNames(db: DbOrTx, businessIds?: string[]): Promise<string[]> {
  const names: string[] = [];
  for (const { table, file, businessId } of FILE_COLUMNS) {
    const rows = await db
      .select({ name: file })
      .from(table)
      .where(
        businessIds ? and(isNotNull(file), inArray(businessId, businessIds)) : isNotNull(file),
      );
    for (const row of rows) if (typeof row.name === 'string') names.push(row.name);
  }
  return names;
}

/** The files of some businesses (logos, item images, expense receipts): to remove with them. */
export async function filesOfBusinesses(db: DbOrTx, businessIds: string[]): Promise<string[]> {
  return businessIds.length === 0 ? [] : fileNames(db, businessIds);
}

/** The files of every business a user owns. */
export async function filesOfOwner(db: DbOrTx, ownerId: string): Promise<string[]> {
  const owned = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId));
  return filesOfBusinesses(
    db,
    owned.map((b) => b.id),
  );
}

/** Every file a row still names. */
export async function referencedFiles(db: DbOrTx): Promise<Set<string>> {
  return new Set(await fileNames(db));
}
