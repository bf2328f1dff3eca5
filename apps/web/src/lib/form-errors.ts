import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage, fieldErrorMessage, isSubscriptionError } from './api-client.ts';

/**
 * Puts a refused save where it belongs: each detail the server gives under its own field, and
 * the text at the top of the form unless the fields already say it all. Null when the
 * subscription dialog (opened by the api client) explains the refusal.
 */
export function showServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fallback: string,
): string | null {
  if (!(err instanceof ApiError)) return errorMessage(err, fallback);
  if (isSubscriptionError(err.status, err.body)) return null;
  const details = err.body?.details ?? [];
  let allShown = details.length > 0;
  for (const detail of details) {
    const name = detail.field.split('.')[0]!;
    if (fields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message: fieldErrorMessage(detail.message) });
    } else {
      allShown = false;
    }
  }
  return allShown ? null : errorMessage(err, fallback);
}
