import { MESSAGES, STORAGE_KEYS } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '#src/lib/toast.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { readString } from '#src/lib/storage.ts';
import { forgetBusiness } from '../business-storage.ts';
import { updateCachedBusinesses } from './get-businesses.ts';

export const OUT_OF_SYNC_RELOAD_MS = 1_500;

const BUSINESS_URL = /\/api\/businesses\/([^/?#]+)/;

/** The business a 404 'Business not found' answer was about, from the request's URL. */
export function businessIdOfNotFound(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 404) return null;
  const aboutBusiness =
    error.errorCode === 'BUSINESS_NOT_FOUND' || error.body?.error === MESSAGES.businessNotFound;
  if (!aboutBusiness) return null;
  const match = BUSINESS_URL.exec(new URL(error.request.url).pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

export interface BusinessNotFoundOptions {
  /** True while a business screen is shown. */
  isBusinessScreen: () => boolean;
  reload?: () => void;
}

/**
 * SPEC sections 4 and 8: a business 404 (from any feature's query or mutation) removes that
 * business from the list and the current selection; on a business screen the user is told
 * 'Page data is out of sync. Refreshing page...' and the page reloads after 1.5 s, unless a
 * logout is under way. Returns the unsubscribe function.
 */
export function watchBusinessNotFound(
  queryClient: QueryClient,
  { isBusinessScreen, reload = () => window.location.reload() }: BusinessNotFoundOptions,
): () => void {
  let reloading = false;
  const loggingOut = () => readString(STORAGE_KEYS.logoutInProgress) !== null;

  const handle = (error: unknown) => {
    const id = businessIdOfNotFound(error);
    if (!id) return;
    forgetBusiness(id);
    updateCachedBusinesses(queryClient, (list) => list.filter((b) => b.id !== id));
    if (reloading || loggingOut() || !isBusinessScreen()) return;
    reloading = true;
    toast.warning(MESSAGES.outOfSync, { id: 'out-of-sync' });
    setTimeout(() => {
      if (!loggingOut()) reload();
      reloading = false;
    }, OUT_OF_SYNC_RELOAD_MS);
  };

  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
