import {
  ADMIN_ACTIONS,
  APP_VERSION_MESSAGES,
  compareVersions,
  type AppVersion,
  type CurrentAppVersion,
  UUID_PATTERN,
} from '@app/contracts';
import type { z } from 'zod';
import type { CreateAppVersionBodySchema, UpdateAppVersionBodySchema } from '@app/contracts';
import { recordAdminAction } from '#src/modules/admin/audit.service.ts';
import { uniqueViolationConstraint } from '#src/platform/db-errors.ts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import * as repo from './app-versions.repo.ts';

type CreateInput = z.output<typeof CreateAppVersionBodySchema>;
type UpdateInput = z.output<typeof UpdateAppVersionBodySchema>;

const notFound = () => new AppError('APP_VERSION_NOT_FOUND', APP_VERSION_MESSAGES.notFound, 404);
const taken = () => new AppError('APP_VERSION_TAKEN', APP_VERSION_MESSAGES.versionTaken, 409);

function toCurrent(row: repo.AppVersionRow): CurrentAppVersion {
  return {
    version: row.version,
    notes: row.notes,
    minimumSupported: row.minimumSupported,
    releasedAt: row.releasedAt.toISOString(),
  };
}

function toDto(row: repo.AppVersionRow): AppVersion {
  return {
    id: row.id,
    ...toCurrent(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /app-versions/current: null until a version is released. */
export async function getCurrent(deps: AppDeps): Promise<CurrentAppVersion | null> {
  const row = await repo.findCurrent(deps.db, deps.now());
  return row ? toCurrent(row) : null;
}

export async function list(deps: AppDeps): Promise<{ versions: AppVersion[] }> {
  return { versions: (await repo.listAll(deps.db)).map(toDto) };
}

async function rethrowTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolationConstraint(err) === 'app_versions_version_key') throw taken();
    throw err;
  }
}

export async function create(deps: AppDeps, actor: UserRow, input: CreateInput) {
  const now = deps.now();
  return rethrowTaken(() =>
    deps.db.transaction(async (tx) => {
      const row = await repo.insert(tx, {
        version: input.version,
        notes: input.notes,
        minimumSupported: input.minimumSupported,
        releasedAt: input.releasedAt ? new Date(input.releasedAt) : now,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      });
      const dto = toDto(row);
      await recordAdminAction(tx, {
        actor,
        action: ADMIN_ACTIONS.createAppVersion,
        targetType: 'app_version',
        targetId: row.id,
        after: dto,
        at: now,
      });
      return dto;
    }),
  );
}

export async function update(deps: AppDeps, actor: UserRow, id: string, input: UpdateInput) {
  if (!UUID_PATTERN.test(id)) throw notFound();
  const now = deps.now();
  return rethrowTaken(() =>
    deps.db.transaction(async (tx) => {
      const before = await repo.findById(tx, id);
      if (!before) throw notFound();
      const version = input.version ?? before.version;
      const minimum = input.minimumSupported ?? before.minimumSupported;
      if (compareVersions(minimum, version) > 0) {
        throw new AppError('VALIDATION_FAILED', APP_VERSION_MESSAGES.minimumAboveVersion, 400, {
          details: [
            { field: 'minimumSupported', message: APP_VERSION_MESSAGES.minimumAboveVersion },
          ],
        });
      }
      const row = await repo.update(tx, id, {
        ...(input.version !== undefined ? { version: input.version } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.minimumSupported !== undefined
          ? { minimumSupported: input.minimumSupported }
          : {}),
        ...(input.releasedAt !== undefined ? { releasedAt: new Date(input.releasedAt) } : {}),
        updatedAt: now,
      });
      if (!row) throw notFound();
      const dto = toDto(row);
      await recordAdminAction(tx, {
        actor,
        action: ADMIN_ACTIONS.updateAppVersion,
        targetType: 'app_version',
        targetId: id,
        before: toDto(before),
        after: dto,
        at: now,
      });
      return dto;
    }),
  );
}

export async function remove(deps: AppDeps, actor: UserRow, id: string): Promise<void> {
  if (!UUID_PATTERN.test(id)) throw notFound();
  await deps.db.transaction(async (tx) => {
    const row = await repo.remove(tx, id);
    if (!row) throw notFound();
    await recordAdminAction(tx, {
      actor,
      action: ADMIN_ACTIONS.deleteAppVersion,
      targetType: 'app_version',
      targetId: id,
      before: toDto(row),
      at: deps.now(),
    });
  });
}
