import { eq } from 'drizzle-orm';
import { businesses } from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/platform/db.ts';

/** What a receipt prints of its business: the name and the currency. */
export async function findBusinessHeading(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ name: businesses.name, currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}
