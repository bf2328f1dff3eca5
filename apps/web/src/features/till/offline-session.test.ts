import { CASHIER_DEFAULT_PERMISSIONS, type TillStaffEntry } from '@app/contracts/staff';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, NetworkError } from '#src/lib/api-client.ts';
import { getSession, setSession } from '#src/lib/session.ts';
import { STORAGE_KEYS } from '#src/lib/storage.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import {
  readOfflineTillMember,
  readTillStaff,
  saveTillDevice,
  saveTillStaff,
  tillStaffAttribution,
  tillUser,
  type TillDevice,
} from '#src/lib/till.ts';
import { reconnectOfflineMember, startOfflineTillSession } from './offline-session.ts';
import { switchStaff } from './switch-staff.ts';

const device: TillDevice = { deviceToken: 'device-1', businessId: 'b1', businessName: 'Duka' };
const amina = {
  id: 'amina',
  name: 'Amina',
  role: 'cashier' as const,
  permissions: CASHIER_DEFAULT_PERMISSIONS,
  businessId: 'b1',
};
const juma: TillStaffEntry = {
  id: 'juma',
  name: 'Juma',
  role: 'cashier',
  permissions: { ...CASHIER_DEFAULT_PERMISSIONS, discountPercentMax: 10 },
  pinVerifier: null,
};

let calls: { url: string; auth: string | null; body: string }[];
let answer: () => Response;

beforeEach(() => {
  localStorage.clear();
  calls = [];
  answer = () => Response.json({ message: 'ok' });
  vi.stubGlobal('fetch', async (input: Request) => {
    calls.push({
      url: input.url,
      auth: input.headers.get('Authorization'),
      body: await input.clone().text(),
    });
    return answer();
  });
  saveTillDevice(device);
  // Amina is signed in online: her token is the session's.
  saveTillStaff(amina);
  setSession(makeToken({ kind: 'staff', sub: 'amina' }), tillUser(amina, 'en'));
});
afterEach(() => {
  switchStaff();
  vi.unstubAllGlobals();
});

describe('a member signed in offline', () => {
  it('never acts with the previous member’s token: none is kept, and nothing is sent without one', async () => {
    switchStaff();
    startOfflineTillSession(juma, 'b1', '7391', 'en');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getSession().token).toBeNull();
    expect(getSession().user?.id).toBe('till:b1');
    expect(readTillStaff()).toMatchObject({ id: 'juma', permissions: juma.permissions });
    expect(tillStaffAttribution('b1')).toEqual({ staffId: 'juma' });
    // The PIN is in memory only.
    expect(JSON.stringify({ ...localStorage })).not.toContain('7391');
    await expect(api.get('businesses/b1/sales').json()).rejects.toBeInstanceOf(NetworkError);
    // Only Amina's own sign-out went out with her token (switchStaff's, best effort).
    expect(calls.map((c) => c.url.replace(/^.*\/api\//, ''))).toEqual(['till/sign-out']);
  });

  it('even without a switch first, the offline sign-in drops the stored token', () => {
    startOfflineTillSession(juma, 'b1', '7391', 'en');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(readTillStaff()?.id).toBe('juma');
  });

  it('gets a real token with the PIN held in memory when the connection returns', async () => {
    startOfflineTillSession(juma, 'b1', '7391', 'en');
    const token = makeToken({ kind: 'staff', sub: 'juma' });
    answer = () =>
      Response.json({
        token,
        staff: { ...juma, lockedUntil: null, createdAt: '2026-12-07T00:00:00Z', businessId: 'b1' },
      });
    expect(await reconnectOfflineMember(device, 'en')).toEqual({ kind: 'signed-in' });
    const signIn = calls.find((c) => c.url.endsWith('/till/sign-in'))!;
    expect(JSON.parse(signIn.body)).toEqual({
      deviceToken: 'device-1',
      staffId: 'juma',
      pin: '7391',
    });
    expect(getSession().token).toBe(token);
    expect(readOfflineTillMember()).toBeNull();
    expect(readTillStaff()?.id).toBe('juma');
    expect(tillStaffAttribution('b1')).toEqual({ staffId: 'juma' });
  });

  it('is refused when the PIN changed meanwhile, and waits while the server is out of reach', async () => {
    startOfflineTillSession(juma, 'b1', '7391', 'en');
    answer = () => Response.json({ message: 'Server down' }, { status: 503 });
    expect(await reconnectOfflineMember(device, 'en')).toEqual({ kind: 'waiting' });
    expect(readOfflineTillMember()?.staff.id).toBe('juma');
    answer = () =>
      Response.json(
        { error: 'Wrong PIN', message: 'Wrong PIN', errorCode: 'INVALID_CREDENTIALS' },
        { status: 401 },
      );
    expect((await reconnectOfflineMember(device, 'en')).kind).toBe('refused');
    expect(getSession().token).toBeNull();
  });

  it('a switch while the token is on its way wins: the answer is not used', async () => {
    startOfflineTillSession(juma, 'b1', '7391', 'en');
    answer = () => {
      switchStaff();
      return Response.json({
        token: makeToken({ kind: 'staff', sub: 'juma' }),
        staff: { ...juma, lockedUntil: null, createdAt: '2026-12-07T00:00:00Z', businessId: 'b1' },
      });
    };
    expect(await reconnectOfflineMember(device, 'en')).toEqual({ kind: 'none' });
    expect(getSession().token).toBeNull();
    expect(getSession().user).toBeNull();
    expect(readTillStaff()).toBeNull();
  });

  it('switching staff or the idle lock drops the member and the PIN', () => {
    startOfflineTillSession(juma, 'b1', '7391', 'en');
    switchStaff();
    expect(readOfflineTillMember()).toBeNull();
    expect(readTillStaff()).toBeNull();
    expect(getSession().user).toBeNull();
  });
});
