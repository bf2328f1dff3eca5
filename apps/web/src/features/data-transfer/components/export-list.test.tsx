import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExport } from '@app/contracts/data-transfer';
import { invalidateChanged } from '#src/lib/live-data.ts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { ExportList } from './export-list.tsx';

let restore: () => void = () => undefined;
afterEach(() => {
  cleanup();
  restore();
});

const base = '/api/businesses/b1/exports';
const running: DataExport = {
  id: 'e4',
  status: 'running',
  progress: 40,
  createdAt: '2026-12-07T10:00:00.000Z',
};
const ready: DataExport = {
  id: 'e3',
  status: 'ready',
  progress: 100,
  url: `${base}/e3/download`,
  expiresAt: '2026-12-08T09:00:00.000Z',
  sizeBytes: 5 * 1024 * 1024,
  createdAt: '2026-12-07T09:00:00.000Z',
};
const expired: DataExport = {
  id: 'e2',
  status: 'ready',
  progress: 100,
  createdAt: '2026-12-01T09:00:00.000Z',
};
const failed: DataExport = {
  id: 'e1',
  status: 'failed',
  progress: 20,
  createdAt: '2026-11-30T09:00:00.000Z',
};

/** The server: pages of two, and the running export done once `finish()` is called. */
function renderList(all: DataExport[]) {
  let exports = all;
  const searches: string[] = [];
  const stub = stubFetch((request) => {
    const url = new URL(request.url);
    searches.push(url.search);
    if (url.pathname.endsWith('/download')) {
      return new Response(new Uint8Array([80, 75, 5, 6]), {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="shop.zip"',
        },
      });
    }
    const before = url.searchParams.get('before');
    const from = before ? exports.findIndex((e) => e.id === before) + 1 : 0;
    const page = exports.slice(from, from + 2);
    const next = from + 2 < exports.length ? page.at(-1)!.id : undefined;
    return jsonResponse(200, { exports: page, ...(next ? { next } : {}) });
  });
  restore = stub.restore;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExportList businessId="b1" />
    </QueryClientProvider>,
  );
  const finish = () => {
    exports = exports.map((e) => (e.id === running.id ? { ...ready, id: running.id } : e));
  };
  return { requests: stub.requests, searches, client, finish };
}

const items = () =>
  within(screen.getByRole('list', { name: 'Past exports' })).getAllByRole('listitem');

describe('the list of past exports', () => {
  it('says so when there is none', async () => {
    renderList([]);
    expect(await screen.findByText(/No exports yet/)).toBeInTheDocument();
  });

  it('shows progress, size and expiry, expired and failed ones, and pages on', async () => {
    const { searches } = renderList([running, ready, expired, failed]);
    await screen.findByText('Preparing… 40%');
    expect(items()).toHaveLength(2);
    expect(within(items()[1]!).getByText(/^5 MB · link works until/)).toBeInTheDocument();
    expect(searches).toEqual(['?limit=5']);

    await userEvent.click(screen.getByRole('button', { name: 'Show older exports' }));
    await screen.findByText('Failed');
    expect(items()).toHaveLength(4);
    expect(within(items()[2]!).getByText('Expired')).toBeInTheDocument();
    // Only the live one has a download button.
    expect(screen.getAllByRole('button', { name: 'Download' })).toHaveLength(1);
    expect(searches.at(-1)).toBe('?limit=5&before=e3');
  });

  it('refreshes on the bus’s exports signal and downloads a ready export', async () => {
    const { requests, client, finish } = renderList([running]);
    await screen.findByText('Preparing… 40%');
    finish();
    await invalidateChanged(client, { businessId: 'b1', topics: ['exports'] });
    await screen.findByText('Ready');
    // jsdom has no object URLs: the saved file is the browser's part.
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await expect.poll(() => requests.at(-1)!.path).toBe(`${base}/e4/download`);
    await expect.poll(() => vi.mocked(URL.createObjectURL).mock.calls.length).toBe(1);
  });
});
