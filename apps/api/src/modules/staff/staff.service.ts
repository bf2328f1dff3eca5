import {
  type CreateStaffBody,
  type Device,
  defaultStaffPermissions,
  makePinVerifier,
  PIN_VERIFIER_ITERATIONS,
  type Staff,
  STAFF_MESSAGES,
  STAFF_PIN_LOCK_MINUTES,
  STAFF_PIN_MAX_FAILURES,
  STAFF_TOKEN_TTL_HOURS,
  type StaffReportResponse,
  type TillDeviceResponse,
  type TillSignInResponse,
  type UpdateStaffBody,
  UUID_PATTERN,
} from '@app/contracts';
import { notifyUser } from '#src/modules/notifications/notifications.service.ts';
import { type BusinessAccess, loadBusinessForUser } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '#src/platform/passwords.ts';
import {
  hashDeviceToken,
  newDeviceToken,
  signStaffToken,
  type StaffPrincipal,
} from '#src/platform/staff-sessions.ts';
import * as repo from './staff.repo.ts';

const MINUTE = 60_000;

export const staffNotFound = () =>
  new AppError('STAFF_NOT_FOUND', STAFF_MESSAGES.staffNotFound, 404);
const deviceNotFound = () => new AppError('DEVICE_NOT_FOUND', STAFF_MESSAGES.deviceNotFound, 404);
const deviceInvalid = () =>
  new AppError('DEVICE_INVALID', STAFF_MESSAGES.deviceInvalid, 401, {
    details: [{ field: 'deviceToken', message: STAFF_MESSAGES.deviceInvalid }],
  });
const pinTaken = () =>
  new AppError('STAFF_PIN_TAKEN', STAFF_MESSAGES.pinTaken, 400, {
    details: [{ field: 'pin', message: STAFF_MESSAGES.pinTaken }],
  });

function toStaffDto(row: repo.StaffRow, now: Date): Staff {
  const locked = row.pinLockedUntil && row.pinLockedUntil > now ? row.pinLockedUntil : null;
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    // Merged over the role's defaults: a key added later reads as its default.
    permissions: { ...defaultStaffPermissions(row.role), ...row.permissions },
    lockedUntil: locked ? locked.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const toDeviceDto = (row: repo.DeviceRow): Device => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

/** After a committed change to staff or devices: their tokens are reread on every instance. */
const staffChanged = (deps: AppDeps, access: BusinessAccess) =>
  deps.access.changed({ users: [access.row.ownerId] });

export async function listStaff(deps: AppDeps, access: BusinessAccess): Promise<Staff[]> {
  const now = deps.now();
  return (await repo.listStaff(deps.db, access.id)).map((r) => toStaffDto(r, now));
}

/**
 * PINs are salted slow hashes, so "unique per business" is checked against each member's hash,
 * under the business row's lock so two adds with one PIN cannot both pass.
 */
async function assertPinFree(tx: DbOrTx, businessId: string, pin: string, exceptId?: string) {
  const others = (await repo.listStaff(tx, businessId)).filter((s) => s.id !== exceptId);
  const matches = await Promise.all(others.map((s) => verifyPassword(s.pinHash, pin)));
  if (matches.some(Boolean)) throw pinTaken();
}

export async function createStaff(
  deps: AppDeps,
  userId: string,
  access: BusinessAccess,
  body: CreateStaffBody,
): Promise<Staff> {
  const [pinHash, offlinePinVerifier] = await Promise.all([
    hashPassword(body.pin),
    makePinVerifier(body.pin),
  ]);
  const row = await deps.db.transaction(async (tx) => {
    await loadBusinessForUser(deps, userId, access.id, { role: 'member', db: tx, lock: true });
    await assertPinFree(tx, access.id, body.pin);
    return repo.insertStaff(tx, {
      businessId: access.id,
      name: body.name,
      role: body.role,
      pinHash,
      offlinePinVerifier,
      permissions: { ...defaultStaffPermissions(body.role), ...body.permissions },
      createdBy: userId,
      now: deps.now(),
    });
  });
  return toStaffDto(row, deps.now());
}

export async function updateStaff(
  deps: AppDeps,
  userId: string,
  access: BusinessAccess,
  staffId: string,
  body: UpdateStaffBody,
): Promise<Staff> {
  if (!UUID_PATTERN.test(staffId)) throw staffNotFound();
  // A new PIN, a new verifier (fresh salt): the tills get it with their next picker.
  const [pinHash, offlinePinVerifier] =
    body.pin === undefined
      ? [undefined, undefined]
      : await Promise.all([hashPassword(body.pin), makePinVerifier(body.pin)]);
  const row = await deps.db.transaction(async (tx) => {
    await loadBusinessForUser(deps, userId, access.id, { role: 'member', db: tx, lock: true });
    const current = await repo.findStaff(tx, access.id, staffId);
    if (!current) throw staffNotFound();
    if (body.pin !== undefined) await assertPinFree(tx, access.id, body.pin, staffId);
    const role = body.role ?? current.role;
    const base = { ...defaultStaffPermissions(role), ...current.permissions };
    return repo.updateStaff(tx, access.id, staffId, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.role === undefined ? {} : { role: body.role }),
      ...(pinHash === undefined ? {} : { pinHash, offlinePinVerifier }),
      ...(body.permissions === undefined ? {} : { permissions: { ...base, ...body.permissions } }),
      updatedAt: deps.now(),
    });
  });
  if (!row) throw staffNotFound();
  await staffChanged(deps, access);
  return toStaffDto(row, deps.now());
}

export async function deleteStaff(deps: AppDeps, access: BusinessAccess, staffId: string) {
  if (!UUID_PATTERN.test(staffId)) throw staffNotFound();
  const done = await deps.db.transaction((tx) =>
    repo.deleteStaff(tx, access.id, staffId, deps.now()),
  );
  if (!done) throw staffNotFound();
  await staffChanged(deps, access);
  return { message: STAFF_MESSAGES.staffDeleted };
}

export async function listDevices(deps: AppDeps, access: BusinessAccess): Promise<Device[]> {
  return (await repo.listDevices(deps.db, access.id)).map(toDeviceDto);
}

export async function registerDevice(
  deps: AppDeps,
  userId: string,
  access: BusinessAccess,
  name: string,
): Promise<{ device: Device; deviceToken: string }> {
  const deviceToken = newDeviceToken();
  const row = await repo.insertDevice(deps.db, {
    businessId: access.id,
    name,
    tokenHash: hashDeviceToken(deviceToken),
    createdBy: userId,
    now: deps.now(),
  });
  return { device: toDeviceDto(row), deviceToken };
}

export async function revokeDevice(deps: AppDeps, access: BusinessAccess, deviceId: string) {
  if (!UUID_PATTERN.test(deviceId)) throw deviceNotFound();
  const done = await deps.db.transaction((tx) =>
    repo.revokeDevice(tx, access.id, deviceId, deps.now()),
  );
  if (!done) throw deviceNotFound();
  await staffChanged(deps, access);
  return { message: STAFF_MESSAGES.deviceRevoked };
}

async function deviceOf(deps: AppDeps, deviceToken: string) {
  const found = await repo.findDeviceByTokenHash(deps.db, hashDeviceToken(deviceToken));
  if (!found) throw deviceInvalid();
  return found;
}

/**
 * What a till shows before a PIN: its business and the staff picker, with what the device needs
 * to switch staff offline (permissions, PIN verifiers). Only for a registered, unrevoked device.
 */
export async function tillDevice(deps: AppDeps, deviceToken: string): Promise<TillDeviceResponse> {
  const { device, businessName } = await deviceOf(deps, deviceToken);
  const staff = await repo.listStaff(deps.db, device.businessId);
  return {
    business: { id: device.businessId, name: businessName },
    device: { id: device.id, name: device.name },
    staff: staff.map((s) => ({
      id: s.id,
      name: s.name,
      role: s.role,
      permissions: { ...defaultStaffPermissions(s.role), ...s.permissions },
      pinVerifier: s.offlinePinVerifier ?? null,
    })),
  };
}

/**
 * PIN sign-in from a registered device. Five wrong PINs within STAFF_PIN_LOCK_MINUTES lock the
 * member's PIN sign-in for as long (429 even with the right PIN) and tell the owner.
 */
export async function signIn(
  deps: AppDeps,
  body: { deviceToken: string; staffId: string; pin: string },
): Promise<TillSignInResponse> {
  const { device, ownerId } = await deviceOf(deps, body.deviceToken);
  const staff = UUID_PATTERN.test(body.staffId)
    ? await repo.findStaff(deps.db, device.businessId, body.staffId)
    : undefined;
  if (!staff) {
    await verifyAgainstDummy(body.pin);
    throw staffNotFound();
  }
  const now = deps.now();
  if (staff.pinLockedUntil && staff.pinLockedUntil > now) {
    throw new AppError('STAFF_LOCKED', STAFF_MESSAGES.locked, 429, {
      lockedUntil: staff.pinLockedUntil.toISOString(),
    });
  }
  if (!(await verifyPassword(staff.pinHash, body.pin))) {
    const window = STAFF_PIN_LOCK_MINUTES * MINUTE;
    const failures = await repo.recordPinFailure(
      deps.db,
      staff.id,
      now,
      new Date(now.getTime() - window),
      new Date(now.getTime() + window),
      STAFF_PIN_MAX_FAILURES,
    );
    if (failures === STAFF_PIN_MAX_FAILURES) await notifyLocked(deps, ownerId, staff, now);
    throw new AppError('INVALID_CREDENTIALS', STAFF_MESSAGES.wrongPin, 401, {
      details: [{ field: 'pin', message: STAFF_MESSAGES.wrongPin }],
    });
  }
  if (staff.pinFailures > 0) await repo.clearPinFailures(deps.db, staff.id);
  // The server sees the PIN only now and when it is set: a member from before verifiers (or
  // with a weaker count) gets one here, for the tills' next picker.
  if ((staff.offlinePinVerifier?.iterations ?? 0) < PIN_VERIFIER_ITERATIONS) {
    await repo.setPinVerifier(deps.db, staff.id, await makePinVerifier(body.pin));
  }
  const expiresAt = new Date(now.getTime() + STAFF_TOKEN_TTL_HOURS * 60 * MINUTE);
  const sessionId = await repo.insertStaffSession(deps.db, {
    businessId: device.businessId,
    staffId: staff.id,
    deviceId: device.id,
    now,
    expiresAt,
  });
  await repo.touchDevice(deps.db, device.id, now);
  const token = await signStaffToken(deps.config.JWT_SECRET, staff, sessionId, expiresAt);
  return { token, staff: { ...toStaffDto(staff, now), businessId: device.businessId } };
}

/** Ends a till sign-in; an account's token is not one (403). */
export async function signOut(
  deps: AppDeps,
  auth: { staff?: StaffPrincipal; sessionId: string; user: { id: string } },
) {
  if (!auth.staff) throw new AppError('FORBIDDEN', STAFF_MESSAGES.staffNotAllowed, 403);
  await repo.endStaffSession(deps.db, auth.sessionId, deps.now());
  await deps.access.changed({ users: [auth.user.id] });
  return { message: STAFF_MESSAGES.signedOut };
}

function notifyLocked(deps: AppDeps, ownerId: string, staff: repo.StaffRow, now: Date) {
  return notifyUser(deps, ownerId, {
    source: 'staff_locked',
    text: (language) => ({
      title: translate(language, 'notification.staffLocked.title'),
      body: translate(language, 'notification.staffLocked.body', {
        name: staff.name,
        minutes: STAFF_PIN_LOCK_MINUTES,
      }),
    }),
    actionUrl: `/businesses/${staff.businessId}/settings/staff`,
    metadata: { businessId: staff.businessId, staffId: staff.id },
    isImportant: true,
    onceKey: `${staff.id}:${now.toISOString()}`,
  });
}

/** Sales by staff for the dates [from, to] in UTC: count, revenue, refunds and discounts. */
export async function staffReport(
  deps: AppDeps,
  access: BusinessAccess,
  query: { from: string; to: string },
): Promise<StaffReportResponse> {
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const to = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 24 * 60 * MINUTE);
  if (to <= from) {
    throw new AppError('VALIDATION_FAILED', 'to must not be before from', 400, {
      details: [{ field: 'to', message: 'to must not be before from' }],
    });
  }
  const { saleRows, refundRows } = await repo.salesByStaff(deps.db, access.id, from, to);
  const ids = [
    ...new Set([...saleRows, ...refundRows].map((r) => r.staffId).filter((id) => id !== null)),
  ];
  const names = await repo.staffNames(deps.db, access.id, ids as string[]);
  const rows = new Map<string | null, StaffReportResponse['staff'][number]>();
  const rowOf = (staffId: string | null) => {
    let row = rows.get(staffId);
    if (!row) {
      row = {
        staffId,
        name: staffId === null ? 'Owner and managers' : (names.get(staffId) ?? ''),
        salesCount: 0,
        revenue: 0,
        refunds: 0,
        discounts: 0,
      };
      rows.set(staffId, row);
    }
    return row;
  };
  for (const r of saleRows) {
    const row = rowOf(r.staffId);
    row.salesCount = r.salesCount;
    row.revenue = Number(r.revenue);
    row.discounts = Number(r.discounts);
  }
  for (const r of refundRows) rowOf(r.staffId).refunds = Number(r.refunds);
  return { staff: [...rows.values()].sort((a, b) => b.revenue - a.revenue) };
}
