import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage.ts';
import {
  forgetTillDevice,
  readTillIdleMinutes,
  readTillStaff,
  saveTillDevice,
  saveTillIdleMinutes,
  saveTillStaff,
  TILL_STORAGE_KEYS,
  tillStaffAttribution,
  tillUser,
  type TillStaff,
} from './till.ts';

const amina: TillStaff = {
  id: '7b0c6f3e-5a55-4d8e-9a43-2f3a4f4c8e01',
  name: 'Amina',
  role: 'cashier',
  permissions: {
    discountPercentMax: 5,
    changePrices: false,
    refunds: false,
    viewCostAndProfit: false,
    viewReports: false,
    manageInventory: false,
    manageCustomers: false,
    giveCredit: false,
    manageShifts: true,
  },
  businessId: 'b1',
};

afterEach(() => localStorage.clear());

describe('till device storage', () => {
  it('attributes queued writes to the member signed in, for their business only', () => {
    expect(tillStaffAttribution('b1')).toEqual({});
    saveTillStaff(amina);
    // A member without a session token (switched, expired) is nobody's attribution.
    expect(tillStaffAttribution('b1')).toEqual({});
    localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    expect(tillStaffAttribution('b1')).toEqual({ staffId: amina.id });
    expect(tillStaffAttribution('b2')).toEqual({});
  });

  it('forgets the member with the device, and reads only well-formed entries', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    saveTillDevice({ deviceToken: 'tok', businessId: 'b1', businessName: 'Duka' });
    saveTillStaff(amina);
    expect(readTillStaff()).toEqual(amina);
    forgetTillDevice();
    expect(readTillStaff()).toBeNull();
    localStorage.setItem(TILL_STORAGE_KEYS.tillStaff, JSON.stringify({ id: 1, name: 'x' }));
    expect(readTillStaff()).toBeNull();
  });

  it('keeps one queue per till across staff switches: the session user is the till', () => {
    const user = tillUser(amina, 'sw');
    expect(user.id).toBe('till:b1');
    expect(tillUser({ ...amina, id: 'other', name: 'Juma' }, 'sw').id).toBe(user.id);
    expect(user.language).toBe('sw');
    expect(tillUser(amina, 'xx').language).toBe('en');
  });

  it('idles after 2 minutes unless one of the offered times was chosen', () => {
    expect(readTillIdleMinutes()).toBe(2);
    saveTillIdleMinutes(5);
    expect(readTillIdleMinutes()).toBe(5);
    saveTillIdleMinutes(7);
    expect(readTillIdleMinutes()).toBe(2);
  });
});
