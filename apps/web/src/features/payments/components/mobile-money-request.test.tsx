import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment } from '@app/contracts/payments';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { MobileMoneyRequest } from './mobile-money-request.tsx';

const payment = (over: Partial<Payment>): Payment => ({
  id: 'p1',
  businessId: 'b1',
  source: 'paystack',
  provider: 'paystack',
  status: 'pending',
  amount: 12.5,
  currency: 'GHS',
  phone: '0201234567',
  payerName: null,
  receipt: null,
  mpesaReceipt: null,
  nextStep: null,
  resultDesc: null,
  saleId: null,
  customerId: null,
  paidAt: null,
  createdAt: '2026-12-07T10:00:00.000Z',
  updatedAt: '2026-12-07T10:00:00.000Z',
  ...over,
});

function renderRequest(currency: string, cartId: string) {
  const onPaid = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MobileMoneyRequest
        businessId="b1"
        currency={currency}
        cartId={cartId}
        totalMinor={1250n}
        customerPhone={null}
        onPaid={onPaid}
        onOtherWay={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { onPaid };
}

describe('MobileMoneyRequest through Paystack', () => {
  let restore = () => {};
  afterEach(() => {
    cleanup();
    restore();
  });

  it('asks the chosen network, passes on the SMS code, and hands the paid payment to the cart', async () => {
    const answers = [
      payment({ nextStep: 'otp', resultDesc: 'Please enter the OTP sent' }),
      payment({}),
      payment({ status: 'paid', receipt: 'sb_ref1' }),
    ];
    let reads = 0;
    const stub = stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/payment-methods'))
        return jsonResponse(200, { mpesa: false, paystack: true });
      if (path.endsWith('/payments/paystack')) return jsonResponse(201, { payment: payment({}) });
      if (path.endsWith('/payments/p1/otp')) return jsonResponse(200, { payment: payment({}) });
      if (path.endsWith('/payments/p1')) {
        const answer = answers[Math.min(reads, answers.length - 1)]!;
        reads += 1;
        return jsonResponse(200, { payment: answer });
      }
      return jsonResponse(404, { error: 'Not found' });
    });
    restore = stub.restore;
    const user = userEvent.setup();
    const { onPaid } = renderRequest('GHS', 'cart-ghs');

    const request = await screen.findByTestId('paystack-request');
    // Ghana's networks only: no M-Pesa.
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'MTN MoMo',
      'Telecel Cash',
      'AirtelTigo Money',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Telecel Cash' }));
    await user.type(screen.getByLabelText("Customer's mobile money number"), '020 123 4567');
    await user.click(screen.getByRole('button', { name: 'Request mobile money' }));
    const post = stub.requests.find((r) => r.path.endsWith('/payments/paystack'))!;
    expect(post.body).toEqual({ phone: '0201234567', provider: 'vod', amount: 12.5 });
    expect(post.headers.get('idempotency-key')).toBeTruthy();

    // Paystack wants the code the customer received.
    const code = await screen.findByLabelText(/Code the customer received by SMS/);
    expect(request).toHaveTextContent('Please enter the OTP sent');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the code the customer received',
    );
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    const otp = stub.requests.find((r) => r.path.endsWith('/payments/p1/otp'))!;
    expect(otp.body).toEqual({ otp: '123456' });

    await screen.findByText('Waiting for the customer to approve the payment on their phone…');
    await screen.findByText(/Paid through Paystack: reference sb_ref1/, undefined, {
      timeout: 5_000,
    });
    expect(onPaid).toHaveBeenCalledWith('p1');
  });

  it('offers M-Pesa and Paystack when a Kenyan business set up both', async () => {
    const stub = stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/payment-methods'))
        return jsonResponse(200, { mpesa: true, paystack: true });
      if (path.endsWith('/payments/paystack'))
        return jsonResponse(201, { payment: payment({ currency: 'KES' }) });
      if (path.endsWith('/payments/p1')) return jsonResponse(200, { payment: payment({}) });
      return jsonResponse(404, { error: 'Not found' });
    });
    restore = stub.restore;
    const user = userEvent.setup();
    renderRequest('KES', 'cart-kes');
    expect(await screen.findByTestId('mpesa-request')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mobile money (Paystack)' }));
    await waitFor(() => expect(screen.queryByTestId('mpesa-request')).toBeNull());
    // Kenya's networks through Paystack: M-Pesa and Airtel Money (Paystack's `atl`).
    const networks = within(
      screen.getByRole('radiogroup', { name: "Customer's mobile money network" }),
    );
    expect(networks.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'M-Pesa',
      'Airtel Money',
    ]);
    await user.click(networks.getByRole('radio', { name: 'Airtel Money' }));
    const number = screen.getByLabelText("Customer's mobile money number");
    await user.type(number, '12345');
    await user.click(screen.getByRole('button', { name: 'Request mobile money' }));
    expect(screen.getByTestId('paystack-request')).toHaveTextContent(
      'Enter a Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX or +254XXXXXXXXX',
    );
    expect(stub.requests.some((r) => r.path.endsWith('/payments/paystack'))).toBe(false);
    await user.clear(number);
    await user.type(number, '0733 123 456');
    await user.click(screen.getByRole('button', { name: 'Request mobile money' }));
    const post = stub.requests.find((r) => r.path.endsWith('/payments/paystack'))!;
    expect(post.body).toEqual({ phone: '+254733123456', provider: 'atl', amount: 12.5 });
  });

  it('offers nothing where no provider is set up', async () => {
    const stub = stubFetch(async () => jsonResponse(200, { mpesa: false, paystack: false }));
    restore = stub.restore;
    renderRequest('NGN', 'cart-ngn');
    await waitFor(() => expect(stub.requests.length).toBeGreaterThan(0));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
