import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage, isSubscriptionError } from '#src/lib/api-client.ts';

/**
 * Shows a failed save the way SPEC section 5 words it: the server's text ('Validation failed:
 * field: message, ...', 'Maximum of 5 businesses allowed per user', ...) above the form, and each
 * detail under its own field when the form has it. Server field paths (`socials.whatsapp`) are
 * matched on their last part. Returns the text for the top of the form, or null when the
 * subscription dialog already explains the refusal or the field's own message says it all.
 */
export function showServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fallback: string,
): string | null {
  const text = errorMessage(err, fallback);
  if (err instanceof ApiError) {
    if (isSubscriptionError(err.status, err.body)) return null;
    let allShown = true;
    for (const detail of err.body?.details ?? []) {
      const name = fields.includes(detail.field) ? detail.field : detail.field.split('.').pop();
      if (name && fields.includes(name)) {
        setError(name as Path<T>, { type: 'server', message: detail.message });
      }
      allShown &&= Boolean(name && fields.includes(name)) && detail.message === text;
    }
    // One field's own sentence (the WhatsApp rule, a taken shop link) is said once, under it.
    if (err.body?.details?.length && allShown) return null;
  }
  return text;
}
