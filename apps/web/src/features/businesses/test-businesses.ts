import { DEFAULT_BUSINESS_SETTINGS, EMPTY_SOCIALS, type Business, type User } from '@app/contracts';

/** Builders for the tests of the businesses feature and the routes around it. */
export const testUser: User = {
  id: 'user-1',
  username: 'amina',
  email: 'amina@example.com',
  is_verified: true,
  is_admin: false,
  admin_role: null,
  created_at: '2026-01-01T00:00:00.000Z',
  username_changed: false,
  needs_username: false,
  language: 'en',
};

export function makeBusiness(
  id: string,
  name: string,
  overrides: Partial<Business> = {},
): Business {
  return {
    id,
    ownerId: testUser.id,
    role: 'owner',
    name,
    description: `${name} sells things`,
    country: 'NG',
    currency: 'NGN',
    address: null,
    phone: null,
    email: null,
    slug: id,
    logo: null,
    logoUrl: null,
    categories: [],
    settings: DEFAULT_BUSINESS_SETTINGS,
    socials: EMPTY_SOCIALS,
    customFields: [],
    shopPublished: false,
    language: 'en',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** What Radix's popper, switch and dialogs use and jsdom lacks. */
export function installRadixShims() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
