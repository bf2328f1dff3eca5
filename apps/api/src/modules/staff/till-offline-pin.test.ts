import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  pinMatchesVerifier,
  PIN_VERIFIER_ITERATIONS,
  StaffResponseSchema,
  TillDeviceResponseSchema,
} from '@app/contracts';
import { staffMembers } from '#src/db/schema/index.ts';
import { createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { createTestContext, type TestContext } from '#test/app.ts';

/** Offline PIN switching (ADR 076): the verifiers a registered till keeps, and only it. */
describe('offline PIN verifiers for a till', () => {
  let t: TestContext;
  let shop: Shop;
  let deviceToken: string;
  let deviceId: string;
  let aminaId: string;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
    const amina = await t.app.inject({
      method: 'POST',
      url: shop.url('/staff'),
      headers: shop.owner.headers,
      payload: { name: 'Amina', role: 'cashier', pin: '4826', permissions: { refunds: true } },
    });
    expect(amina.statusCode, amina.body).toBe(201);
    aminaId = StaffResponseSchema.parse(amina.json()).staff.id;
    const device = await t.app.inject({
      method: 'POST',
      url: shop.url('/devices'),
      headers: shop.owner.headers,
      payload: { name: 'Counter' },
    });
    expect(device.statusCode, device.body).toBe(201);
    deviceToken = device.json().deviceToken;
    deviceId = device.json().device.id;
  }, 60_000);
  afterAll(() => t.close());

  const picker = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/till/device', payload: { deviceToken: token } });
  const aminaEntry = async () => {
    const res = await picker(deviceToken);
    expect(res.statusCode, res.body).toBe(200);
    const entry = TillDeviceResponseSchema.parse(res.json()).staff.find((s) => s.id === aminaId);
    return entry!;
  };

  it('gives a registered device each member’s permissions and a verifier of the PIN, never the argon2 hash', async () => {
    const res = await picker(deviceToken);
    expect(res.body).not.toContain('argon2');
    const entry = await aminaEntry();
    expect(entry.permissions).toMatchObject({ refunds: true, discountPercentMax: 0 });
    expect(entry.pinVerifier).toMatchObject({
      algorithm: 'PBKDF2-SHA256',
      iterations: PIN_VERIFIER_ITERATIONS,
    });
    expect(await pinMatchesVerifier(entry.pinVerifier!, '4826')).toBe(true);
    expect(await pinMatchesVerifier(entry.pinVerifier!, '4827')).toBe(false);
  });

  it('gives nothing to an unknown device token, nor to an account’s token', async () => {
    const unknown = await picker('not-a-device-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errorCode).toBe('DEVICE_INVALID');
    expect(unknown.body).not.toContain('pinVerifier');
    const asOwner = await t.app.inject({
      method: 'POST',
      url: '/api/till/device',
      headers: shop.owner.headers,
      payload: { deviceToken: shop.owner.token },
    });
    // An account's JWT is no device token (too long for one: 400; refused either way).
    expect([400, 401]).toContain(asOwner.statusCode);
    expect(asOwner.body).not.toMatch(/verifier/i);
    // The owner's own staff list has no verifiers either.
    const list = await t.app.inject({
      method: 'GET',
      url: shop.url('/staff'),
      headers: shop.owner.headers,
    });
    expect(list.body).not.toMatch(/verifier|salt/i);
  });

  it('makes a new verifier when the PIN changes, and keeps it when only the name does', async () => {
    const before = (await aminaEntry()).pinVerifier!;
    const rename = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/staff/${aminaId}`),
      headers: shop.owner.headers,
      payload: { name: 'Amina K' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await aminaEntry()).pinVerifier).toEqual(before);
    const repin = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/staff/${aminaId}`),
      headers: shop.owner.headers,
      payload: { pin: '7391' },
    });
    expect(repin.statusCode, repin.body).toBe(200);
    const after = (await aminaEntry()).pinVerifier!;
    expect(after.salt).not.toBe(before.salt);
    expect(await pinMatchesVerifier(after, '7391')).toBe(true);
    expect(await pinMatchesVerifier(after, '4826')).toBe(false);
  });

  it('gives a member from before verifiers one at their next good PIN sign-in, not at a wrong one', async () => {
    await t.database.db
      .update(staffMembers)
      .set({ offlinePinVerifier: null })
      .where(eq(staffMembers.id, aminaId));
    expect((await aminaEntry()).pinVerifier).toBeNull();
    const signIn = (pin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/till/sign-in',
        payload: { deviceToken, staffId: aminaId, pin },
      });
    expect((await signIn('0000')).statusCode).toBe(401);
    expect((await aminaEntry()).pinVerifier).toBeNull();
    const good = await signIn('7391');
    expect(good.statusCode, good.body).toBe(200);
    expect(good.body).not.toMatch(/verifier/i);
    const made = (await aminaEntry()).pinVerifier!;
    expect(await pinMatchesVerifier(made, '7391')).toBe(true);
  });

  it('drops a deleted member’s verifier, and gives nothing once the device is revoked', async () => {
    const bola = await t.app.inject({
      method: 'POST',
      url: shop.url('/staff'),
      headers: shop.owner.headers,
      payload: { name: 'Bola', role: 'manager', pin: '5555' },
    });
    const bolaId = StaffResponseSchema.parse(bola.json()).staff.id;
    await t.app.inject({
      method: 'DELETE',
      url: shop.url(`/staff/${bolaId}`),
      headers: shop.owner.headers,
    });
    const [row] = await t.database.db
      .select({ verifier: staffMembers.offlinePinVerifier })
      .from(staffMembers)
      .where(eq(staffMembers.id, bolaId));
    expect(row!.verifier).toBeNull();
    const entries = TillDeviceResponseSchema.parse((await picker(deviceToken)).json()).staff;
    expect(entries.map((s) => s.id)).toEqual([aminaId]);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: shop.url(`/devices/${deviceId}`),
      headers: shop.owner.headers,
    });
    expect(revoke.statusCode).toBe(200);
    const after = await picker(deviceToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('DEVICE_INVALID');
    expect(after.body).not.toMatch(/verifier|salt/i);
  });
});
