import { ApiError, fieldErrorMessage } from '#src/lib/api-client.ts';

/** A refused save's field errors by the API's field name (`lines.1.quantity`), translated. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(
    (err.body?.details ?? []).map((d) => [d.field, fieldErrorMessage(d.message)]),
  );
}
