import type { ErrorCode, ErrorDetail } from '@app/contracts';

/** The one error type services throw; plugins/errors.ts turns it into SPEC's error body. */
export class AppError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    readonly statusCode: number,
    readonly extra: { details?: ErrorDetail[]; [key: string]: unknown } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
export const businessNotFound = () => new AppError('BUSINESS_NOT_FOUND', 'Business not found', 404);
