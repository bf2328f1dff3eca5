import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});

/** 503 from /api/health: the database does not answer (a load balancer stops sending traffic). */
export const HealthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  error: z.string(),
  message: z.string(),
  errorCode: z.enum(['DATABASE_UNAVAILABLE', 'SHUTTING_DOWN']),
});

export const LivenessResponseSchema = z.object({ status: z.literal('ok') });
