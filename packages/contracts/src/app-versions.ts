import { z } from 'zod';

/** App versions (ADR 029): what the web app compares itself with to offer or require an update. */

const SEMVER = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;
const VersionSchema = z.string().trim().regex(SEMVER, 'Use a version like 1.2.3');

/** -1, 0 or 1 as a is older than, the same as or newer than b (x.y.z, numeric parts). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

export const APP_VERSION_MESSAGES = {
  notFound: 'App version not found',
  versionTaken: 'This version already exists',
  minimumAboveVersion: 'The minimum supported version cannot be newer than the version',
  updateRequired: 'This version of the app is no longer supported. Please update to continue.',
  updateNow: 'Update now',
} as const;

/** GET /app-versions/current (public). */
export const CurrentAppVersionSchema = z.object({
  version: z.string(),
  notes: z.string(),
  minimumSupported: z.string(),
  releasedAt: z.string(),
});
export type CurrentAppVersion = z.infer<typeof CurrentAppVersionSchema>;
/**
 * The answer of GET /app-versions/current: the version, or null while none is released. A 200
 * either way: "none yet" is the normal state of a new install, and a 404 would be logged as an
 * error by the browser on every page of the app.
 */
export const CurrentAppVersionResponseSchema = CurrentAppVersionSchema.nullable();

export const AppVersionSchema = CurrentAppVersionSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppVersion = z.infer<typeof AppVersionSchema>;

export const AppVersionListResponseSchema = z.object({ versions: z.array(AppVersionSchema) });

const versionFields = {
  version: VersionSchema,
  notes: z.string().trim().max(5000, 'Must be at most 5000 characters').default(''),
  minimumSupported: VersionSchema,
  releasedAt: z.iso
    .datetime({ offset: true, error: 'Use a date and time with its offset' })
    .optional(),
};
const minimumCheck = (v: { version?: string; minimumSupported?: string }) =>
  !v.version || !v.minimumSupported || compareVersions(v.minimumSupported, v.version) <= 0;
const minimumIssue = {
  message: APP_VERSION_MESSAGES.minimumAboveVersion,
  path: ['minimumSupported'],
};

export const CreateAppVersionBodySchema = z
  .object(versionFields)
  .refine(minimumCheck, minimumIssue);
export type CreateAppVersionBody = z.input<typeof CreateAppVersionBodySchema>;
export const UpdateAppVersionBodySchema = z
  .object(versionFields)
  .partial()
  .refine(minimumCheck, minimumIssue);
export type UpdateAppVersionBody = z.input<typeof UpdateAppVersionBodySchema>;
export const AppVersionParamsSchema = z.object({ id: z.string() });
