import {
  TillDeviceResponseSchema,
  TillSignInResponseSchema,
  type TillDeviceResponse,
  type TillSignInResponse,
} from '@app/contracts/staff';
import { api, ApiError, parseResponse, type ApiContext } from '#src/lib/api-client.ts';

/** No till call ends a session by itself: the till decides what a refusal means. */
const TILL = { context: { idempotent: false, skipAuthHandling: true } satisfies ApiContext };

/** POST /till/device: the till's business and its staff picker. */
export async function getTillDevice(deviceToken: string): Promise<TillDeviceResponse> {
  const data = await api.post('till/device', { json: { deviceToken }, ...TILL }).json();
  return parseResponse(TillDeviceResponseSchema, data);
}

/** POST /till/sign-in: a staff member's PIN; the answer's token acts as them. */
export async function tillSignIn(body: {
  deviceToken: string;
  staffId: string;
  pin: string;
}): Promise<TillSignInResponse> {
  const data = await api.post('till/sign-in', { json: body, ...TILL }).json();
  return parseResponse(TillSignInResponseSchema, data);
}

/** POST /till/sign-out with the staff token: best effort (a switch happens offline too). */
export async function tillSignOut(token: string): Promise<void> {
  await api
    .post('till/sign-out', { headers: { Authorization: `Bearer ${token}` }, ...TILL })
    .catch(() => undefined);
}

/** The device itself was refused (revoked, unknown): 401 or 403 with a DEVICE_* code. */
export function isDeviceRefused(err: unknown): boolean {
  if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 403)) return false;
  const code = err.body?.errorCode ?? err.body?.code;
  return typeof code === 'string' && code.startsWith('DEVICE_');
}

/** When a locked member's PIN sign-in opens again, from a 429 STAFF_LOCKED answer. */
export function lockedUntil(err: unknown): Date | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  const raw = err.body?.lockedUntil;
  const date = typeof raw === 'string' ? new Date(raw) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
}
