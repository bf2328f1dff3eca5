import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_MESSAGES } from '@app/contracts/customers';
import { formatMoney } from '../format.ts';
import type { PaymentFormOutput } from '../payment-schema.ts';
import { PaymentForm } from './payment-form.tsx';

afterEach(cleanup);

function renderForm(balance: number, onSubmit: (body: PaymentFormOutput) => Promise<unknown>) {
  render(<PaymentForm balance={balance} currency="NGN" onSubmit={onSubmit} />);
}

const amount = () => screen.getByLabelText('Amount');
const record = () => userEvent.click(screen.getByRole('button', { name: 'Record payment' }));

describe('recording a payment', () => {
  it('refuses more than the balance owed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(12200, onSubmit);
    await userEvent.type(amount(), '12200.01');
    await record();
    expect(
      await screen.findByText(CUSTOMER_MESSAGES.paymentExceedsBalance(formatMoney(12200, 'NGN'))),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses nothing, and what is not an amount', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(500, onSubmit);
    await userEvent.type(amount(), '0');
    await record();
    expect(await screen.findByText(CUSTOMER_MESSAGES.paymentPositive)).toBeInTheDocument();
    await userEvent.clear(amount());
    await userEvent.type(amount(), '1.234');
    await record();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts exactly the balance, with the method and note chosen', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(12200, onSubmit);
    await userEvent.click(screen.getByRole('button', { name: /Pay the full balance/ }));
    expect(amount()).toHaveValue('12200.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer' }));
    await userEvent.type(screen.getByLabelText('Note'), 'Bank app');
    await record();
    expect(onSubmit).toHaveBeenCalledWith({
      amount: '12200.00',
      method: 'transfer',
      note: 'Bank app',
    });
  });

  it('accepts part of the balance', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(12200, onSubmit);
    await userEvent.type(amount(), '5000');
    await record();
    expect(onSubmit).toHaveBeenCalledWith({ amount: '5000.00', method: 'cash', note: null });
  });
});
