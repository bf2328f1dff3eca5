import {
  CATEGORY_MESSAGES,
  MAX_CATEGORIES_PER_BUSINESS,
  type Category,
  type CreateCategoryInput,
  type ReorderCategoriesBody,
  type UpdateCategoryInput,
  UUID_PATTERN,
} from '@app/contracts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import * as repo from './categories.repo.ts';

type CategoryWithCount = repo.CategoryRow & { itemCount: number };

const NAME_CONSTRAINT = 'categories_business_name_key';

const categoryNotFound = () => new AppError('CATEGORY_NOT_FOUND', CATEGORY_MESSAGES.notFound, 404);
const nameTaken = () => new AppError('CATEGORY_NAME_TAKEN', CATEGORY_MESSAGES.nameTaken, 409);

export function toCategoryDto(row: CategoryWithCount): Category {
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    description: row.description,
    position: row.position,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A unique violation on the name becomes 409 CATEGORY_NAME_TAKEN; anything else is rethrown. */
async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolationConstraint(err) === NAME_CONSTRAINT) throw nameTaken();
    throw err;
  }
}

export async function listCategories(db: DbOrTx, businessId: string): Promise<Category[]> {
  return (await repo.listCategories(db, businessId)).map(toCategoryDto);
}

async function getCategory(db: DbOrTx, businessId: string, id: string): Promise<Category> {
  const row = UUID_PATTERN.test(id) ? await repo.findCategory(db, businessId, id) : undefined;
  if (!row) throw categoryNotFound();
  return toCategoryDto(row);
}

/** Whether the category exists in this business (items may only point at their own). */
export async function categoryExists(db: DbOrTx, businessId: string, id: string) {
  return UUID_PATTERN.test(id) && (await repo.findCategory(db, businessId, id)) !== undefined;
}

export async function createCategory(
  db: DbOrTx,
  access: BusinessAccess,
  input: CreateCategoryInput,
): Promise<Category> {
  if ((await repo.countCategories(db, access.id)) >= MAX_CATEGORIES_PER_BUSINESS) {
    throw new AppError('CATEGORY_LIMIT_REACHED', CATEGORY_MESSAGES.limitReached, 409);
  }
  const [row] = await guardName(() =>
    repo.insertCategories(db, access.id, [
      { name: input.name, description: input.description ?? null },
    ]),
  );
  return toCategoryDto({ ...row!, itemCount: 0 });
}

export async function updateCategory(
  db: DbOrTx,
  access: BusinessAccess,
  id: string,
  input: UpdateCategoryInput,
): Promise<Category> {
  if (!UUID_PATTERN.test(id)) throw categoryNotFound();
  const patch: repo.CategoryPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = input.description;
  const updated = await guardName(() => repo.updateCategory(db, access.id, id, patch));
  if (!updated) throw categoryNotFound();
  return getCategory(db, access.id, id);
}

export async function deleteCategory(db: DbOrTx, access: BusinessAccess, id: string) {
  if (!UUID_PATTERN.test(id)) throw categoryNotFound();
  const deleted = await repo.deleteCategory(db, access.id, id);
  if (!deleted) throw categoryNotFound();
  return { message: CATEGORY_MESSAGES.deleted };
}

/** The new order must name every category of the business exactly once. */
export async function reorderCategories(
  db: DbOrTx,
  access: BusinessAccess,
  body: ReorderCategoriesBody,
): Promise<Category[]> {
  await db.transaction(async (tx) => {
    const existing = new Set(await repo.lockCategoryIds(tx, access.id));
    const listed = new Set(body.categories);
    const exact =
      listed.size === body.categories.length &&
      listed.size === existing.size &&
      body.categories.every((id) => existing.has(id));
    if (!exact) {
      throw validationError([{ field: 'categories', message: CATEGORY_MESSAGES.reorderMismatch }]);
    }
    await repo.setPositions(tx, access.id, body.categories);
  });
  return listCategories(db, access.id);
}

/**
 * The ids of categories named in an import, ignoring case; with `create`, the missing ones are
 * created at the end of the order. Returns lower-cased name -> id (missing names absent).
 */
export async function resolveCategoryNames(
  db: DbOrTx,
  businessId: string,
  names: string[],
  create: boolean,
): Promise<Map<string, string>> {
  const firstSpelling = new Map<string, string>();
  for (const n of names)
    if (!firstSpelling.has(n.toLowerCase())) firstSpelling.set(n.toLowerCase(), n);
  const unique = [...firstSpelling.values()];
  const found = await repo.findCategoriesByNames(db, businessId, unique);
  const ids = new Map(found.map((r) => [r.name.toLowerCase(), r.id]));
  const missing = unique.filter((n) => !ids.has(n.toLowerCase()));
  if (create && missing.length > 0) {
    if (
      (await repo.countCategories(db, businessId)) + missing.length >
      MAX_CATEGORIES_PER_BUSINESS
    ) {
      throw new AppError('CATEGORY_LIMIT_REACHED', CATEGORY_MESSAGES.limitReached, 409);
    }
    const created = await guardName(() =>
      repo.insertCategories(
        db,
        businessId,
        missing.map((name) => ({ name })),
      ),
    );
    for (const r of created) ids.set(r.name.toLowerCase(), r.id);
  }
  return ids;
}

/** Changes whenever the business's categories change (the public shop's cache key). */
export const categoriesFingerprint = (db: DbOrTx, businessId: string) =>
  repo.categoriesFingerprint(db, businessId);
