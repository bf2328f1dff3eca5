import { useState } from 'react';
import type { User } from '@app/contracts/auth';
import { isLanguage } from '@app/contracts/languages';
import type { StaffPermissions, StaffRole, TillStaffEntry } from '@app/contracts/staff';
import {
  readJson,
  readString,
  removeKey,
  STORAGE_KEYS,
  TILL_DEVICE_KEY,
  writeJson,
  writeString,
} from './storage.ts';

/**
 * A till device (ADR 076): what this device keeps once an owner registered it, and the
 * staff member signed in by PIN. Shared by the till screens and the features that act on a staff
 * member's permissions (the POS's discount cap, attribution of queued writes). Never in the shell:
 * the shell's guards read only the key.
 */
export interface TillDevice {
  deviceToken: string;
  businessId: string;
  businessName: string;
}

export interface TillStaff {
  id: string;
  name: string;
  role: StaffRole;
  permissions: StaffPermissions;
  businessId: string;
}

/** This device's till keys in localStorage (the shell's guards read only TILL_DEVICE_KEY). */
export const TILL_STORAGE_KEYS = {
  /** The device token and business; with it the app shows the PIN pad instead of the sign-in. */
  tillDevice: TILL_DEVICE_KEY,
  /** The staff member signed in at this till (their token is STORAGE_KEYS.token). */
  tillStaff: 'till_staff',
  /** Minutes without a touch before this till goes back to the staff picker. */
  tillIdleMinutes: 'till_idle_minutes',
  /** The last staff picker with permissions and PIN verifiers: PIN sign-in offline (ADR 076). */
  tillRoster: 'till_roster',
  /** Wrong PINs checked on this device, per member: the offline lockout survives a reload. */
  tillPinLockout: 'till_pin_lockout',
} as const;

/** The staff picker as the server last gave it to this device. */
export interface TillRoster {
  businessId: string;
  staff: TillStaffEntry[];
}

export const TILL_IDLE_CHOICES = [1, 2, 5, 10] as const;
export const TILL_IDLE_DEFAULT = 2;

/**
 * A member signed in by PIN while the server was out of reach: no token, so their PIN is kept
 * here, in memory only, to get one silently when the connection returns (never in storage).
 */
interface OfflineMember {
  staff: TillStaff;
  pin: string;
}
let offlineMember: OfflineMember | null = null;

function isTillDevice(value: unknown): value is TillDevice {
  const v = value as Partial<TillDevice> | null;
  return (
    typeof v?.deviceToken === 'string' &&
    typeof v.businessId === 'string' &&
    typeof v.businessName === 'string'
  );
}

function isTillStaff(value: unknown): value is TillStaff {
  const v = value as Partial<TillStaff> | null;
  return (
    typeof v?.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.businessId === 'string' &&
    (v.role === 'cashier' || v.role === 'manager') &&
    typeof v.permissions === 'object' &&
    v.permissions !== null
  );
}

export function readTillDevice(): TillDevice | null {
  const value = readJson<unknown>(TILL_STORAGE_KEYS.tillDevice);
  return isTillDevice(value) ? value : null;
}

export function saveTillDevice(device: TillDevice): void {
  writeJson(TILL_STORAGE_KEYS.tillDevice, device);
}

/** A revoked device: it is a till no more (its verifiers go with it); the normal sign-in shows. */
export function forgetTillDevice(): void {
  offlineMember = null;
  removeKey(TILL_STORAGE_KEYS.tillDevice);
  removeKey(TILL_STORAGE_KEYS.tillStaff);
  removeKey(TILL_STORAGE_KEYS.tillRoster);
  removeKey(TILL_STORAGE_KEYS.tillPinLockout);
}

export function readTillRoster(businessId: string): TillRoster | null {
  const value = readJson<TillRoster>(TILL_STORAGE_KEYS.tillRoster);
  return value?.businessId === businessId && Array.isArray(value.staff) ? value : null;
}

export function saveTillRoster(roster: TillRoster): void {
  writeJson(TILL_STORAGE_KEYS.tillRoster, roster);
}

export function setOfflineTillMember(member: OfflineMember): void {
  removeKey(TILL_STORAGE_KEYS.tillStaff);
  offlineMember = member;
}

export function readOfflineTillMember(): OfflineMember | null {
  return offlineMember;
}

/**
 * The staff member signed in at this till: one signed in offline, or the stored one when the
 * stored session is theirs.
 */
export function readTillStaff(): TillStaff | null {
  if (offlineMember) return offlineMember.staff;
  const value = readJson<unknown>(TILL_STORAGE_KEYS.tillStaff);
  return isTillStaff(value) && readString(STORAGE_KEYS.token) !== null ? value : null;
}

/** A member with a server token (their PIN, if one was held for offline, is dropped). */
export function saveTillStaff(staff: TillStaff): void {
  offlineMember = null;
  writeJson(TILL_STORAGE_KEYS.tillStaff, staff);
}

/** Nobody at the till: the stored member and an offline member's PIN are dropped. */
export function clearTillStaff(): void {
  offlineMember = null;
  removeKey(TILL_STORAGE_KEYS.tillStaff);
}

export function readTillIdleMinutes(): number {
  const stored = Number(readString(TILL_STORAGE_KEYS.tillIdleMinutes));
  return (TILL_IDLE_CHOICES as readonly number[]).includes(stored) ? stored : TILL_IDLE_DEFAULT;
}

export function saveTillIdleMinutes(minutes: number): void {
  writeString(TILL_STORAGE_KEYS.tillIdleMinutes, String(minutes));
}

/** The `staffId` a queued write carries (ADR 076): the member signed in here, if any. */
export function tillStaffAttribution(businessId: string): { staffId?: string } {
  const staff = readTillStaff();
  return staff && staff.businessId === businessId ? { staffId: staff.id } : {};
}

/**
 * The session's user while a staff member is signed in at a till: the till of that business, not
 * the person. The device's queues (sales, refunds, shift operations) are kept per user, so one
 * id per till keeps one queue across staff switches; each queued write names its member
 * (`staffId`), and is sent under whichever member's token is current (ADR 076).
 */
export function tillUser(staff: TillStaff, language: string): User {
  return {
    id: `till:${staff.businessId}`,
    username: staff.name,
    email: '',
    created_at: new Date().toISOString(),
    is_verified: true,
    is_admin: false,
    username_changed: true,
    needs_username: false,
    admin_role: null,
    language: isLanguage(language) ? language : 'en',
  };
}

/**
 * The member signed in at this till for the screen's life (a switch of staff leaves the screen),
 * or null on an account's session.
 */
export function useTillStaff(): TillStaff | null {
  const [staff] = useState(readTillStaff);
  return staff;
}
