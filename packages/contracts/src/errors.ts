import { z } from 'zod';

/** Every error the API answers has this shape (ARCHITECTURE.md, API conventions). */
export const ErrorDetailSchema = z.object({ field: z.string(), message: z.string() });
export const ErrorBodySchema = z
  .object({
    error: z.string(),
    message: z.string(),
    errorCode: z.string(),
    details: z.array(ErrorDetailSchema).optional(),
  })
  .passthrough();
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export {
  ERROR_CODES,
  MESSAGES,
  INPUT_MESSAGES,
  formatValidationDetails,
  type ErrorCode,
  type ErrorDetail,
} from './messages.ts';
