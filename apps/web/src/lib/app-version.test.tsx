import { APP_VERSION } from '@app/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppVersionStatus } from './app-version.ts';
import { jsonResponse, stubFetch } from './test-fetch.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function renderStatus() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useAppVersionStatus(), { wrapper });
  const state = () => client.getQueryState(['app-versions', 'current']);
  return { hook, state };
}

/** A version `steps` patch releases after this build's. */
function bump(steps: number) {
  const [major, minor, patch] = APP_VERSION.split('.').map(Number);
  return `${major}.${minor}.${patch! + steps}`;
}

describe('the released app version (GET /app-versions/current)', () => {
  it('none released yet: the null answer is a success, not an error, and offers nothing', async () => {
    const stub = stubFetch(() => jsonResponse(200, null));
    restore = stub.restore;
    const { hook, state } = renderStatus();
    await waitFor(() => expect(state()?.status).toBe('success'));
    expect(stub.requests.map((r) => r.path)).toEqual(['/api/app-versions/current']);
    expect(state()?.error).toBeNull();
    expect(hook.result.current).toEqual({ released: null, newer: false, required: false });
  });

  it('a newer release is offered, and required when this build is below its minimum', async () => {
    const version = bump(2);
    const stub = stubFetch(() =>
      jsonResponse(200, {
        version,
        notes: '',
        minimumSupported: bump(1),
        releasedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    restore = stub.restore;
    const { hook } = renderStatus();
    await waitFor(() => expect(hook.result.current.released?.version).toBe(version));
    expect(hook.result.current.newer).toBe(true);
    expect(hook.result.current.required).toBe(true);
  });
});
