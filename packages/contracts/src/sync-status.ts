import { z } from 'zod';

/**
 * Offline sync health (ADR 029): the server cannot see a device's queue of sales made offline,
 * so each device reports it per business; super admins see the sums in GET /admin/health.
 */

/** Devices report at most once a minute each; a little headroom for several tabs. */
export const SYNC_STATUS_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** More than any device can hold; anything above is a broken client, not a queue. */
export const SYNC_STATUS_MAX_WAITING = 100_000;
/** The admin table lists this many businesses at most. */
export const SYNC_HEALTH_MAX_BUSINESSES = 50;

const instant = z.iso
  .datetime({ offset: true, error: 'Use a date and time with its offset' })
  .nullable();

/** PUT /businesses/{id}/sync-status: this device's queue for this business, as it is now. */
export const SyncStatusBodySchema = z.object({
  /** A random id the device keeps (one user may sell from a phone and a laptop). */
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, "-" or "_"'),
  waiting: z
    .number()
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(SYNC_STATUS_MAX_WAITING, `Must be at most ${SYNC_STATUS_MAX_WAITING}`),
  oldestWaitingAt: instant,
  lastSyncAt: instant,
});
export type SyncStatusBody = z.infer<typeof SyncStatusBodySchema>;

export const SyncStatusResponseSchema = z.object({ reportedAt: z.string() });
export type SyncStatusResponse = z.infer<typeof SyncStatusResponseSchema>;

/** One business in the admin's sync table: its devices' reports summed. */
export const BusinessSyncHealthSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  /** Sales on devices, not yet on the server (summed over devices). */
  waiting: z.number().int(),
  /** The oldest of them, over all devices. */
  oldestWaitingAt: z.string().nullable(),
  /** The most recent sync of any device. */
  lastSyncAt: z.string().nullable(),
  /** The most recent report of any device. */
  reportedAt: z.string(),
});
export type BusinessSyncHealth = z.infer<typeof BusinessSyncHealthSchema>;
