import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Receipt } from '@app/contracts/receipts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { RECEIPT_UI_MESSAGES } from '../code-input.ts';
import { VerifyReceiptPage } from './verify-receipt-page.tsx';

const GENUINE = 'EUTgt34yRtyh4G07KG3LyLR70-OpUgaYdEdx5g';
const FORGED = 'EUTgt34yRtyh4G07KG3LyLR70-OpUgaYdEAAAA';

const receipt: Receipt = {
  businessName: 'Amaka Provisions',
  receiptNumber: 17,
  soldAt: '2026-03-04T10:30:00.000Z',
  items: [
    { name: 'Peak Milk 400g', quantity: 2, unitPrice: 2500, discount: 0, lineTotal: 5000 },
    { name: 'Coca-Cola 50cl', quantity: 3, unitPrice: 300, discount: 100, lineTotal: 800 },
  ],
  subtotal: 5800,
  discount: 0,
  tax: 0,
  total: 5800,
  currency: 'NGN',
};

let restore: () => void = () => undefined;
afterEach(() => {
  cleanup();
  restore();
});

function renderPage(search: string, handler: (code: string) => Response) {
  const stub = stubFetch((request) => {
    const path = new URL(request.url).pathname;
    const match = /^\/api\/receipts\/([^/]+)$/.exec(path);
    return match
      ? handler(decodeURIComponent(match[1]!))
      : jsonResponse(404, { error: 'Not found' });
  });
  restore = stub.restore;
  const router = createMemoryRouter([{ path: '/verify-receipt', Component: VerifyReceiptPage }], {
    initialEntries: [`/verify-receipt${search}`],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests: stub.requests, router };
}

const answer = (code: string) =>
  code === GENUINE
    ? jsonResponse(200, { valid: true, receipt })
    : jsonResponse(200, { valid: false });

describe('the public receipt check', () => {
  it('checks the code in the address (the QR code link) and shows a genuine receipt', async () => {
    const { requests } = renderPage(`?code=${GENUINE}`, answer);
    expect(await screen.findByText('Genuine receipt')).toBeInTheDocument();
    expect(screen.getByText('Issued by Amaka Provisions')).toBeInTheDocument();
    expect(screen.getByText('#17')).toBeInTheDocument();
    expect(screen.getByText('Peak Milk 400g')).toBeInTheDocument();
    expect(screen.getAllByText('₦5,800.00').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Receipt code')).toHaveValue(GENUINE);
    expect(requests.map((r) => r.path)).toEqual([`/api/receipts/${GENUINE}`]);
    // Public: no token is needed and none is sent.
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('says clearly when a code cannot be verified', async () => {
    renderPage(`?code=${FORGED}`, answer);
    expect(await screen.findByText("We couldn't verify this receipt")).toBeInTheDocument();
    expect(screen.queryByText('Genuine receipt')).not.toBeInTheDocument();
  });

  it('checks a typed code, and a pasted verify link, and puts it in the address', async () => {
    const { requests, router } = renderPage('', answer);
    await userEvent.type(
      screen.getByLabelText('Receipt code'),
      `https://shopbook.example/verify-receipt?code=${GENUINE}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Genuine receipt')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?code=${GENUINE}`);
    expect(requests).toHaveLength(1);
  });

  it('opens the camera scanner, whose code loads at the first tap on Scan', async () => {
    renderPage('', answer);
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(
      await screen.findByRole('dialog', { name: "Scan the receipt's QR code" }),
    ).toBeInTheDocument();
    // jsdom has no camera: a photo of the code is offered instead.
    expect(
      screen.getByText('No camera could be opened here. Take a photo of the code instead.'),
    ).toBeInTheDocument();
  });

  it('does not send what cannot be a code', async () => {
    const { requests } = renderPage('', answer);
    await userEvent.type(screen.getByLabelText('Receipt code'), 'ABC123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(RECEIPT_UI_MESSAGES.codeMalformed)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('asks politely to wait when too many codes were checked', async () => {
    renderPage(
      `?code=${GENUINE}`,
      () =>
        new Response(JSON.stringify({ error: 'Rate limit exceeded, retry in 1 minute' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        }),
    );
    expect(await screen.findByText(RECEIPT_UI_MESSAGES.rateLimited(42))).toBeInTheDocument();
  });
});
