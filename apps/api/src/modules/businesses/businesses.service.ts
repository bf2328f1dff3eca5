import { randomInt } from 'node:crypto';
import {
  BUSINESS_MESSAGES,
  CreateBusinessBodySchema,
  DEFAULT_BUSINESS_SETTINGS,
  EMPTY_SOCIALS,
  LOGO_MAX_BYTES,
  LOGO_MAX_DIMENSION,
  MAX_BUSINESSES_PER_USER,
  UpdateBusinessBodySchema,
  businessFormProblem,
  slugify,
  type Business,
  type BusinessRole,
  type BusinessSettings,
  type BusinessSocials,
  type CreateBusinessInput,
  type UpdateBusinessInput,
  UUID_PATTERN,
} from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import { assertWriteAccess } from '#src/platform/access.ts';
import {
  assertOwner,
  businessChanged,
  loadBusinessForUser,
  type BusinessAccess,
  type BusinessRow,
} from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError, businessNotFound } from '#src/platform/errors.ts';
import { validationError, type FormInput, type UploadedFile } from '#src/platform/multipart.ts';
import { removeFile, saveImage, uploadUrl } from '#src/platform/storage.ts';
import * as categoriesService from '#src/modules/categories/categories.service.ts';
import * as uploads from '#src/modules/uploads/uploads.service.ts';
import * as repo from './businesses.repo.ts';

/** Reads the request body (JSON or multipart) when the service is ready for it. */
export type ReadForm = () => Promise<FormInput>;

/** The business as every answer carries it. */
export function toBusinessDto(
  row: BusinessRow,
  role: BusinessRole,
  categories: Business['categories'] = [],
): Business {
  return {
    id: row.id,
    ownerId: row.ownerId,
    role,
    name: row.name,
    description: row.description,
    country: row.country,
    currency: row.currency,
    address: row.address,
    phone: row.phone,
    email: row.email,
    slug: row.slug,
    logo: row.logo,
    logoUrl: uploadUrl(row.logo),
    categories,
    settings: { ...DEFAULT_BUSINESS_SETTINGS, ...row.settings },
    socials: { ...EMPTY_SOCIALS, ...row.socials },
    customFields: row.customFields,
    shopPublished: row.shopPublished,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const roleOf = (row: BusinessRow, userId: string): BusinessRole =>
  row.ownerId === userId ? 'owner' : 'manager';

const limitReached = () =>
  new AppError('BUSINESS_LIMIT_REACHED', BUSINESS_MESSAGES.limitReached, 409);
const slugTaken = () =>
  new AppError('SLUG_TAKEN', BUSINESS_MESSAGES.slugTaken, 409, {
    details: [{ field: 'slug', message: BUSINESS_MESSAGES.slugTaken }],
  });

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

function parseForm(form: FormInput, mode: 'create'): CreateBusinessInput;
function parseForm(form: FormInput, mode: 'update'): UpdateBusinessInput;
function parseForm(form: FormInput, mode: 'create' | 'update') {
  const problem = businessFormProblem(form.fields, mode, Boolean(form.file));
  if (problem) {
    throw new AppError('VALIDATION_FAILED', problem.message, 400, { details: problem.details });
  }
  const schema = mode === 'create' ? CreateBusinessBodySchema : UpdateBusinessBodySchema;
  const result = schema.safeParse(form.fields);
  if (!result.success) {
    throw validationError(
      result.error.issues.map((i) => ({
        field: i.path.join('.') || 'request',
        message: i.message,
      })),
    );
  }
  return result.data;
}

/** SPEC section 5: while the shop is published a WhatsApp number must exist. */
function assertWhatsappRule(shopPublished: boolean, whatsapp: string | null) {
  if (shopPublished && !whatsapp) {
    throw new AppError('WHATSAPP_REQUIRED', BUSINESS_MESSAGES.whatsappRequired, 400, {
      details: [{ field: 'socials.whatsapp', message: BUSINESS_MESSAGES.whatsappRequired }],
    });
  }
}

const saveLogo = (deps: AppDeps, file: UploadedFile) =>
  saveImage(deps, file.buffer, {
    maxBytes: LOGO_MAX_BYTES,
    maxDimension: LOGO_MAX_DIMENSION,
    invalidMessage: BUSINESS_MESSAGES.logoInvalid,
    tooLargeMessage: BUSINESS_MESSAGES.logoTooLarge,
  });

function nextFreeSlug(base: string, taken: string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Inserts with the slug asked for (409 when taken) or one made from the name, with the lowest
 * free numeric suffix. A concurrent insert can take that suffix first: each try runs in a
 * savepoint, and the last ones fall back to a random suffix.
 */
async function insertWithSlug(
  tx: DbOrTx,
  values: Omit<repo.NewBusiness, 'slug'>,
  requested: string | undefined,
) {
  if (requested) {
    try {
      return await repo.insertBusiness(tx, { ...values, slug: requested });
    } catch (err) {
      if (uniqueViolationConstraint(err) === repo.SLUG_CONSTRAINT) throw slugTaken();
      throw err;
    }
  }
  const base = slugify(values.name);
  for (let attempt = 0; ; attempt++) {
    const slug =
      attempt < 3
        ? nextFreeSlug(base, await repo.findSlugFamily(tx, base))
        : `${base}-${randomInt(100_000, 1_000_000)}`;
    try {
      return await tx.transaction((sp) => repo.insertBusiness(sp, { ...values, slug }));
    } catch (err) {
      if (uniqueViolationConstraint(err) !== repo.SLUG_CONSTRAINT || attempt >= 5) throw err;
    }
  }
}

/** The business's categories in their order, as SPEC's Business carries them. */
async function categorySummaries(deps: AppDeps, businessId: string) {
  const categories = await categoriesService.listCategories(deps.db, businessId);
  return categories.map(({ id, name }) => ({ id, name }));
}

export async function listBusinesses(deps: AppDeps, user: UserRow): Promise<Business[]> {
  const rows = await repo.listBusinessesForUser(deps.db, user.id);
  return Promise.all(
    rows.map(async ({ row }) =>
      toBusinessDto(row, roleOf(row, user.id), await categorySummaries(deps, row.id)),
    ),
  );
}

export const getBusiness = async (deps: AppDeps, access: BusinessAccess): Promise<Business> =>
  toBusinessDto(access.row, access.role, await categorySummaries(deps, access.id));

/**
 * SPEC section 5, in order: verified email, write access, the five-business limit (checked
 * again under a lock on the owner's row, so concurrent creates cannot pass it), the form's
 * required fields, then the schema. The logo is stored before the transaction and removed
 * again if the business is not created.
 */
export async function createBusiness(
  deps: AppDeps,
  user: UserRow,
  readForm: ReadForm,
): Promise<Business> {
  if (!user.isVerified) {
    throw new AppError('VERIFICATION_REQUIRED', BUSINESS_MESSAGES.verificationRequired, 403, {
      verification_required: true,
    });
  }
  await assertWriteAccess(deps, user, 'create_business');
  if ((await repo.countOwnedBusinesses(deps.db, user.id)) >= MAX_BUSINESSES_PER_USER) {
    throw limitReached();
  }
  const form = await readForm();
  const input = parseForm(form, 'create');
  const socials: BusinessSocials = { ...EMPTY_SOCIALS, ...definedOnly(input.socials) };
  const settings: BusinessSettings = {
    ...DEFAULT_BUSINESS_SETTINGS,
    ...definedOnly(input.settings),
  };
  const shopPublished = input.shopPublished ?? false;
  assertWhatsappRule(shopPublished, socials.whatsapp);

  const logo = form.file ? await saveLogo(deps, form.file) : null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      await repo.lockOwner(tx, user.id);
      if ((await repo.countOwnedBusinesses(tx, user.id)) >= MAX_BUSINESSES_PER_USER) {
        throw limitReached();
      }
      const now = deps.now();
      const values = {
        ownerId: user.id,
        name: input.name,
        description: input.description,
        country: input.country,
        currency: input.currency,
        address: input.address ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        logo,
        socials,
        settings,
        customFields: input.customFields ?? [],
        shopPublished,
        // What its customers read: as asked, else its owner's own language.
        language: input.language ?? user.language,
        createdAt: now,
        updatedAt: now,
      };
      return insertWithSlug(tx, values, input.slug);
    });
    return toBusinessDto(row, 'owner');
  } catch (err) {
    await removeFile(deps, logo);
    throw err;
  }
}

/** Partial update by the owner: socials and settings merge key by key, customFields replace. */
export async function updateBusiness(
  deps: AppDeps,
  user: UserRow,
  access: BusinessAccess,
  readForm: ReadForm,
): Promise<Business> {
  assertOwner(access);
  await assertWriteAccess(deps, user, 'update_business');
  const form = await readForm();
  const input = parseForm(form, 'update');

  const logo = form.file ? await saveLogo(deps, form.file) : null;
  let replacedLogo: string | null = null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const { row: current } = await loadBusinessForUser(deps, user.id, access.id, {
        role: 'owner',
        db: tx,
        lock: true,
      });
      const socials: BusinessSocials = {
        ...EMPTY_SOCIALS,
        ...current.socials,
        ...definedOnly(input.socials),
      };
      const shopPublished = input.shopPublished ?? current.shopPublished;
      if (input.shopPublished !== undefined || input.socials?.whatsapp !== undefined) {
        assertWhatsappRule(shopPublished, socials.whatsapp);
      }
      const patch: repo.BusinessPatch = {
        ...definedOnly({
          name: input.name,
          description: input.description,
          country: input.country,
          currency: input.currency,
          address: input.address,
          phone: input.phone,
          email: input.email,
          slug: input.slug,
          customFields: input.customFields,
          language: input.language,
        }),
        socials,
        settings: {
          ...DEFAULT_BUSINESS_SETTINGS,
          ...current.settings,
          ...definedOnly(input.settings),
        },
        shopPublished,
        updatedAt: deps.now(),
      };
      if (logo) {
        patch.logo = logo;
        replacedLogo = current.logo;
      }
      try {
        return await repo.updateBusiness(tx, current.id, patch);
      } catch (err) {
        if (uniqueViolationConstraint(err) === repo.SLUG_CONSTRAINT) throw slugTaken();
        throw err;
      }
    });
    await businessChanged(deps, row.id);
    await removeFile(deps, replacedLogo);
    return toBusinessDto(row, 'owner', await categorySummaries(deps, row.id));
  } catch (err) {
    await removeFile(deps, logo);
    throw err;
  }
}

/** Everything the business holds goes with it (ON DELETE CASCADE); its logo file after commit. */
export async function deleteBusiness(
  deps: AppDeps,
  user: UserRow,
  access: BusinessAccess,
): Promise<{ message: string }> {
  assertOwner(access);
  await assertWriteAccess(deps, user, 'delete_business');
  // Its files (logo, item images, expense receipts) go once the rows naming them are gone.
  const files = await deps.db.transaction(async (tx) => {
    const names = await uploads.filesOfBusinesses(tx, [access.id]);
    if (!(await repo.deleteBusiness(tx, access.id))) throw businessNotFound();
    return names;
  });
  await businessChanged(deps, access.id);
  await uploads.removeFiles(deps, files);
  return { message: BUSINESS_MESSAGES.deleted };
}

export async function replaceLogo(
  deps: AppDeps,
  user: UserRow,
  access: BusinessAccess,
  readForm: ReadForm,
): Promise<{ logo: string; logoUrl: string }> {
  assertOwner(access);
  await assertWriteAccess(deps, user, 'update_business_logo');
  const { file } = await readForm();
  if (!file) throw validationError([{ field: 'logo', message: BUSINESS_MESSAGES.logoRequired }]);
  const logo = await saveLogo(deps, file);
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const { row } = await loadBusinessForUser(deps, user.id, access.id, {
        role: 'owner',
        db: tx,
        lock: true,
      });
      previous = row.logo;
      await repo.updateBusiness(tx, row.id, { logo, updatedAt: deps.now() });
    });
  } catch (err) {
    await removeFile(deps, logo);
    throw err;
  }
  await businessChanged(deps, access.id);
  await removeFile(deps, previous);
  return { logo, logoUrl: uploadUrl(logo)! };
}

export async function removeLogo(
  deps: AppDeps,
  user: UserRow,
  access: BusinessAccess,
): Promise<{ message: string; logo: null; logoUrl: null }> {
  assertOwner(access);
  await assertWriteAccess(deps, user, 'delete_business_logo');
  const previous = await deps.db.transaction(async (tx) => {
    const { row } = await loadBusinessForUser(deps, user.id, access.id, {
      role: 'owner',
      db: tx,
      lock: true,
    });
    if (row.logo) await repo.updateBusiness(tx, row.id, { logo: null, updatedAt: deps.now() });
    return row.logo;
  });
  await businessChanged(deps, access.id);
  await removeFile(deps, previous);
  return { message: BUSINESS_MESSAGES.logoRemoved, logo: null, logoUrl: null };
}

/** The business a public shop link names (slug or id), published or not; undefined if none. */
export async function findBusinessForShop(
  deps: AppDeps,
  identifier: string,
): Promise<BusinessRow | undefined> {
  const isId = UUID_PATTERN.test(identifier);
  const key = isId ? identifier.toLowerCase() : identifier.toLowerCase().trim();
  if (!isId && !/^[a-z0-9-]{1,60}$/.test(key)) return undefined;
  return repo.findBusinessBySlugOrId(deps.db, key, isId);
}

/** The users a business's news goes to: its owner and its managers. */
/** A business's name and who hears about it (owner and managers), or null once it is gone. */
export async function businessAndAudience(deps: AppDeps, businessId: string) {
  const row = await repo.findBusinessBySlugOrId(deps.db, businessId, true);
  return row ? { name: row.name, audience: await businessAudience(deps, row) } : null;
}

export async function businessAudience(deps: AppDeps, row: BusinessRow): Promise<string[]> {
  return [row.ownerId, ...(await repo.memberUserIds(deps.db, row.id))];
}
