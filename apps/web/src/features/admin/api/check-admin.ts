import { AdminCheckResponseSchema } from '@app/contracts/auth';
import { api, parseResponse } from '#src/lib/api-client.ts';

/**
 * GET /admin/check: the caller's admin role as the server knows it now. The token's claims and
 * the stored user only know the role at sign-in; a promotion or demotion since then shows here.
 * One quick try: the guards that ask fall back to the stored role when the server is away.
 */
export async function checkAdmin() {
  const data = await api.get('admin/check', { retry: 0, timeout: 10_000 }).json();
  return parseResponse(AdminCheckResponseSchema, data);
}
