import { BUSINESS_JSON_FIELDS } from '@app/contracts';

const JSON_FIELDS = new Set<string>(BUSINESS_JSON_FIELDS);

/**
 * A business body as multipart (SPEC section 7): objects as JSON strings, booleans and numbers as
 * text, null as '' (which the server reads as "clear it"), the logo file in the field `logo`.
 */
export function toBusinessFormData(body: Record<string, unknown>, logo?: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (JSON_FIELDS.has(key)) form.append(key, JSON.stringify(value ?? null));
    else if (value === null) form.append(key, '');
    else form.append(key, String(value));
  }
  if (logo) form.append('logo', logo, logo.name);
  return form;
}
