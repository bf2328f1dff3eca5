import { MESSAGES, type Business } from '@app/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { isNetworkFailure } from '#src/lib/api-client.ts';
import { prepareMoneyFormats } from '#src/lib/format.ts';
import { queryClient } from '#src/lib/query-client.ts';
import { getSession } from '#src/lib/session.ts';
import { getBusinessesQueryOptions } from './api/get-businesses.ts';
import {
  forgetBusiness,
  getCurrentBusiness,
  getLastActiveBusinessId,
  readCachedBusinesses,
  setCurrentBusiness,
} from './business-storage.ts';
import { BUSINESS_LIST_PATH, resolveBusiness } from './resolve-business.ts';

/** Loads the user's businesses (from cache when fresh); null when offline. */
async function loadBusinesses(): Promise<Business[] | null> {
  const options = getBusinessesQueryOptions();
  // Offline with nothing cached: no point waiting for the retries of a request that cannot leave.
  if (
    navigator.onLine === false &&
    queryClient.getQueryData(options.queryKey) === undefined &&
    !readCachedBusinesses()
  ) {
    return null;
  }
  try {
    return await queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
  } catch (err) {
    // A 401/422 already ended the session; a failed check sends a logged-in user to the list.
    if (!getSession().isLoggedIn) throw redirect('/login');
    if (isNetworkFailure(err)) return null;
    throw redirect(BUSINESS_LIST_PATH);
  }
}

/**
 * The loader of every business screen (/{section}/{businessId?}): SPEC section 2's guard rules,
 * run before the screen loads so that no wrong business ever flashes.
 */
export function businessRouteLoader(section: string, options: { optional?: boolean } = {}) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const session = getSession();
    // requireAuth, running beside this loader, sends a logged-out visitor to /login.
    if (!session.isLoggedIn) return null;
    // SPEC section 4: businesses are blocked until the email is verified.
    if (!session.isVerified) throw redirect(BUSINESS_LIST_PATH);
    // The screen shows money: ICU's currency data loads while the businesses do, in a task of
    // its own (tailwind-merge's class map is made at the app's start: main.tsx).
    prepareMoneyFormats();

    const businesses = await loadBusinesses();
    const url = new URL(request.url);
    const result = resolveBusiness({
      section,
      routeId: params.businessId,
      businesses,
      currentId: getCurrentBusiness()?.id ?? null,
      lastActiveId: getLastActiveBusinessId(),
      suffix: url.search,
      optional: options.optional,
    });
    if (result.type === 'redirect') {
      if (result.forget) forgetBusiness(result.forget);
      if (result.notFound) toast.error(MESSAGES.businessNotFound, { id: 'business-not-found' });
      throw redirect(result.to);
    }
    if (result.business) setCurrentBusiness(result.business);
    return null;
  };
}
