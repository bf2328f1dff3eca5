import {
  SHOP_BANNER_MAX_BYTES,
  SHOP_BANNER_MAX_DIMENSION,
  SHOP_MESSAGES,
  type ShopSettings,
  type UpdateShopSettingsInput,
} from '@app/contracts';
import { assertOwner, type BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { validationError, type FormInput } from '#src/platform/multipart.ts';
import { removeFile, saveImage } from '#src/platform/storage.ts';
import { toShopSettings } from './shop-catalog.service.ts';
import * as repo from './shop.repo.ts';

export async function getShopSettings(
  deps: AppDeps,
  access: BusinessAccess,
): Promise<ShopSettings> {
  return toShopSettings(await repo.findCatalog(deps.db, access.id));
}

/** The owner's catalogue settings, merged key by key; `itemOrder` is replaced whole. */
export async function updateShopSettings(
  deps: AppDeps,
  access: BusinessAccess,
  input: UpdateShopSettingsInput,
): Promise<ShopSettings> {
  assertOwner(access);
  const patch = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as repo.CatalogPatch;
  if (patch.itemOrder)
    patch.itemOrder = [...new Set(patch.itemOrder.map((id) => id.toLowerCase()))];
  return toShopSettings(await repo.upsertCatalog(deps.db, access.id, patch));
}

/** The same rules as a logo: checked by content, re-encoded, stored under a new name. */
export async function replaceBanner(
  deps: AppDeps,
  access: BusinessAccess,
  readForm: () => Promise<FormInput>,
): Promise<ShopSettings> {
  assertOwner(access);
  const { file } = await readForm();
  if (!file) throw validationError([{ field: 'banner', message: SHOP_MESSAGES.bannerRequired }]);
  const banner = await saveImage(deps, file.buffer, {
    maxBytes: SHOP_BANNER_MAX_BYTES,
    maxDimension: SHOP_BANNER_MAX_DIMENSION,
    invalidMessage: SHOP_MESSAGES.bannerInvalid,
    tooLargeMessage: SHOP_MESSAGES.bannerTooLarge,
  });
  let previous: string | null = null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      previous = (await repo.findCatalog(tx, access.id))?.banner ?? null;
      return repo.upsertCatalog(tx, access.id, { banner });
    });
    await removeFile(deps, previous);
    return toShopSettings(row);
  } catch (err) {
    await removeFile(deps, banner);
    throw err;
  }
}

export async function removeBanner(deps: AppDeps, access: BusinessAccess): Promise<ShopSettings> {
  assertOwner(access);
  const previous = (await repo.findCatalog(deps.db, access.id))?.banner ?? null;
  const row = await repo.upsertCatalog(deps.db, access.id, { banner: null });
  await removeFile(deps, previous);
  return toShopSettings(row);
}
