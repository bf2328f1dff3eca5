import type { Business } from '@app/contracts';

export const BUSINESS_LIST_PATH = '/businesses';

export interface ResolveBusinessInput {
  /** First path segment: /{section}/{businessId?}. */
  section: string;
  /** The businessId of the route, if it has one. */
  routeId: string | undefined;
  /** The user's businesses; null when they could not be loaded (offline). */
  businesses: Business[] | null;
  currentId: string | null;
  lastActiveId: string | null;
  /** Query string to keep when a bare route is completed with an id. */
  suffix?: string;
  /** The screen also works without any business (settings keeps the account section). */
  optional?: boolean;
}

export type Resolution =
  /** Show the route; `business` (when known) becomes the current business. */
  | { type: 'stay'; business: Business | null }
  /**
   * Go elsewhere. `forget`: an id found not to be among the user's businesses; `notFound`: it was
   * the one in the address, so the user is told why they land on the list.
   */
  | { type: 'redirect'; to: string; forget?: string; notFound?: boolean };

function businessPath(section: string, id: string, suffix = '') {
  return `/${section}/${encodeURIComponent(id)}${suffix}`;
}

/**
 * SPEC section 2, navigation guard rules, as one pure function:
 * - without a businessId, the business used is the current business, else the first business,
 *   else the last active business stored locally (bare /sales: the current or last-active
 *   business, or the business list if there is none);
 * - if the id is not among the user's businesses, the stored id is cleared and the user goes to
 *   the business list;
 * - a businessId in the route becomes the current business.
 * Loading the businesses first is the caller's part. While they cannot be loaded (offline), only
 * the remembered current and last-active businesses are trusted, and nothing is cleared: nothing
 * could be checked.
 */
export function resolveBusiness(input: ResolveBusinessInput): Resolution {
  const { section, routeId, businesses, currentId, lastActiveId, suffix = '' } = input;
  const toList: Resolution = { type: 'redirect', to: BUSINESS_LIST_PATH };

  if (routeId !== undefined) {
    if (businesses === null) {
      const remembered = routeId === currentId || routeId === lastActiveId;
      return remembered ? { type: 'stay', business: null } : toList;
    }
    const business = businesses.find((b) => b.id === routeId);
    if (business) return { type: 'stay', business };
    return { ...toList, forget: routeId, notFound: true };
  }

  const candidate =
    section === 'sales'
      ? (currentId ?? lastActiveId)
      : (currentId ?? businesses?.[0]?.id ?? lastActiveId);
  if (!candidate) return input.optional ? { type: 'stay', business: null } : toList;
  if (businesses !== null && !businesses.some((b) => b.id === candidate)) {
    return { ...toList, forget: candidate };
  }
  return { type: 'redirect', to: businessPath(section, candidate, suffix) };
}
