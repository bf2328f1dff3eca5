import { MESSAGES, STORAGE_KEYS, type Business } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '#src/lib/api-client.ts';
import { reloadSession, setSession } from '#src/lib/session.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import {
  getCurrentBusiness,
  reloadCurrentBusiness,
  setCurrentBusiness,
} from '../business-storage.ts';
import { makeBusiness, testUser } from '../test-businesses.ts';
import { OUT_OF_SYNC_RELOAD_MS, watchBusinessNotFound } from './business-not-found.ts';
import { businessKeys } from './keys.ts';

const { toastWarning } = vi.hoisted(() => ({ toastWarning: vi.fn() }));
vi.mock('#src/lib/toast.ts', () => ({
  toast: { warning: toastWarning, error: vi.fn(), success: vi.fn() },
}));

const gone = makeBusiness('biz-gone', 'Gone Shop');
const kept = makeBusiness('biz-kept', 'Kept Shop');

let queryClient: QueryClient;
let reload: ReturnType<typeof vi.fn<() => void>>;
let onBusinessScreen = true;
let stop: () => void;

/** A screen's query that the server answers 404 'Business not found'. */
async function failingQuery(path = 'businesses/biz-gone/sales') {
  await queryClient
    .fetchQuery({ queryKey: [path], queryFn: () => api.get(path).json() })
    .catch(() => undefined);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  setSession(makeToken(), testUser);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<Business[]>(businessKeys.list(), [gone, kept]);
  setCurrentBusiness(gone);
  reload = vi.fn<() => void>();
  onBusinessScreen = true;
  stop = watchBusinessNotFound(queryClient, { isBusinessScreen: () => onBusinessScreen, reload });
  toastWarning.mockClear();
  vi.stubGlobal('fetch', async (input: Request) =>
    input.url.includes('/biz-gone')
      ? Response.json(
          {
            error: 'Business not found',
            message: 'Business not found',
            errorCode: 'BUSINESS_NOT_FOUND',
          },
          { status: 404 },
        )
      : Response.json(
          { error: 'Not found', message: 'Not found', errorCode: 'NOT_FOUND' },
          { status: 404 },
        ),
  );
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadSession({ notifyExpired: false });
  reloadCurrentBusiness();
});

describe('a business 404', () => {
  it('removes the business from the list and the current selection', async () => {
    await failingQuery();
    expect(queryClient.getQueryData<Business[]>(businessKeys.list())?.map((b) => b.id)).toEqual([
      'biz-kept',
    ]);
    expect(getCurrentBusiness()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastActiveBusinessId)).toBeNull();
    const cached = JSON.parse(localStorage.getItem(STORAGE_KEYS.cachedBusinesses)!) as {
      businesses: Business[];
    };
    expect(cached.businesses.map((b) => b.id)).toEqual(['biz-kept']);
  });

  it('on a business screen says the page is out of sync and reloads after 1.5 s, once', async () => {
    await failingQuery();
    await failingQuery('businesses/biz-gone/inventory');
    expect(toastWarning).toHaveBeenCalledTimes(1);
    expect(toastWarning).toHaveBeenCalledWith(MESSAGES.outOfSync, expect.anything());
    vi.advanceTimersByTime(OUT_OF_SYNC_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('also comes from a failed write', async () => {
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => api.put('businesses/biz-gone', { json: {} }).json() })
      .execute(undefined)
      .catch(() => undefined);
    expect(getCurrentBusiness()).toBeNull();
    expect(toastWarning).toHaveBeenCalledTimes(1);
  });

  it('does not reload away from business screens', async () => {
    onBusinessScreen = false;
    await failingQuery();
    expect(getCurrentBusiness()).toBeNull();
    vi.advanceTimersByTime(OUT_OF_SYNC_RELOAD_MS);
    expect(toastWarning).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload during a logout', async () => {
    localStorage.setItem(STORAGE_KEYS.logoutInProgress, 'true');
    await failingQuery();
    vi.advanceTimersByTime(OUT_OF_SYNC_RELOAD_MS);
    expect(toastWarning).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores other 404s', async () => {
    await failingQuery('businesses/biz-kept/sales/sale-1');
    expect(getCurrentBusiness()?.id).toBe('biz-gone');
    expect(toastWarning).not.toHaveBeenCalled();
  });
});
