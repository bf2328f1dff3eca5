import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './constants.ts';

/** The back office (SPEC sections 2, 3, 6, 7, 8; ADR 029). */

const pageQuery = {
  page: z.coerce.number().int('Must be a whole number').min(1, 'Must be at least 1').default(1),
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LIST_MAX_LIMIT, `Must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
};

/** What an admin did; other modules add their own (e.g. 'grant_plan') with recordAdminAction. */
export const ADMIN_ACTIONS = {
  makeAdmin: 'make_admin',
  removeAdmin: 'remove_admin',
  createAppVersion: 'create_app_version',
  updateAppVersion: 'update_app_version',
  deleteAppVersion: 'delete_app_version',
  retryJob: 'retry_job',
  discardJob: 'discard_job',
  sendTestEmail: 'send_test_email',
} as const;

/** GET /admin/audit: newest first; filters narrow to one actor, action or target. */
export const AuditListQuerySchema = z.object({
  ...pageQuery,
  action: z.string().trim().min(1).max(100).optional(),
  actorId: z.uuid('Must be a valid id').optional(),
  targetType: z.string().trim().min(1).max(100).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
