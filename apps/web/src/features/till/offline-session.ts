import type { TillSignInResponse, TillStaffEntry } from '@app/contracts/staff';
import { ApiError, isNetworkFailure } from '#src/lib/api-client.ts';
import { requestOutboxSync } from '#src/lib/queued-writes.ts';
import { setSession, setTokenlessSession } from '#src/lib/session.ts';
import {
  readOfflineTillMember,
  saveTillRoster,
  saveTillStaff,
  setOfflineTillMember,
  tillUser,
  type TillDevice,
  type TillStaff,
} from '#src/lib/till.ts';
import { getTillDevice, tillSignIn } from './api/till.ts';
import { clearLocalFailures } from './offline-pin.ts';

/** No answer, or the server (or a proxy) unavailable: the PIN is checked on the device instead. */
export function serverOutOfReach(err: unknown): boolean {
  return isNetworkFailure(err) || (err instanceof ApiError && err.status >= 500);
}

/** The picker with verifiers, kept for offline sign-in; best effort (the last one stays). */
export async function refreshTillRoster(device: TillDevice): Promise<void> {
  const answer = await getTillDevice(device.deviceToken).catch(() => null);
  if (answer) saveTillRoster({ businessId: answer.business.id, staff: answer.staff });
}

/** A good PIN at the server: the member's token becomes the app's session. */
export function startTillSession(answer: TillSignInResponse, language: string): TillStaff {
  const { token, staff } = answer;
  const member: TillStaff = {
    id: staff.id,
    name: staff.name,
    role: staff.role,
    permissions: staff.permissions,
    businessId: staff.businessId,
  };
  saveTillStaff(member);
  setSession(token, tillUser(member, language));
  clearLocalFailures(member.id);
  return member;
}

/**
 * A good PIN checked on the device: the member works without a token (their writes wait in the
 * outbox with their staffId; their permissions are the stored picker's) until one is fetched.
 */
export function startOfflineTillSession(
  entry: TillStaffEntry,
  businessId: string,
  pin: string,
  language: string,
): void {
  const staff: TillStaff = {
    id: entry.id,
    name: entry.name,
    role: entry.role,
    permissions: entry.permissions,
    businessId,
  };
  setOfflineTillMember({ staff, pin });
  setTokenlessSession(tillUser(staff, language));
}

export type ReconnectResult =
  | { kind: 'none' }
  /** Still out of reach: tried again later. */
  | { kind: 'waiting' }
  | { kind: 'signed-in' }
  /** The server said no (PIN changed, member locked or deleted, device revoked). */
  | { kind: 'refused'; error: unknown };

/**
 * With the connection back, the member signed in offline gets a real token with the PIN held in
 * memory, so the outbox can sync. A switch of staff meanwhile wins: its answer is dropped.
 */
export async function reconnectOfflineMember(
  device: TillDevice,
  language: string,
): Promise<ReconnectResult> {
  const member = readOfflineTillMember();
  if (!member) return { kind: 'none' };
  try {
    const answer = await tillSignIn({
      deviceToken: device.deviceToken,
      staffId: member.staff.id,
      pin: member.pin,
    });
    if (readOfflineTillMember() !== member) return { kind: 'none' };
    startTillSession(answer, language);
    void refreshTillRoster(device);
    requestOutboxSync();
    return { kind: 'signed-in' };
  } catch (error) {
    if (readOfflineTillMember() !== member) return { kind: 'none' };
    return serverOutOfReach(error) ? { kind: 'waiting' } : { kind: 'refused', error };
  }
}
