import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expenseFormSchema } from '../expense-form-schema.ts';
import { ExpenseForm } from './expense-form.tsx';

const today = '2025-05-20';

afterEach(cleanup);

function setup() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(<ExpenseForm today={today} currency="NGN" onSubmit={onSubmit} onCancel={() => {}} />);
  return { onSubmit, user: userEvent.setup({ applyAccept: false }) };
}

describe('ExpenseForm', () => {
  it('asks for an amount and a category before saving', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Enter the amount')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a zero amount and defaults the date to today', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    await user.type(screen.getByLabelText('Amount (NGN)'), '0');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('The amount must be more than 0')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a receipt that is not an image or larger than 2 MB', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('Add photo');
    await user.upload(input, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('The receipt must be a JPEG, PNG, WebP or GIF image'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/photo/), big);
    expect(
      await screen.findByText('The receipt image must be 2 MB or smaller'),
    ).toBeInTheDocument();
  });
});

describe('expenseFormSchema', () => {
  const base = {
    amount: '1500.50',
    category: 'rent',
    ownCategory: '',
    date: today,
    paymentMethod: 'cash' as const,
    note: '',
    receipt: null,
    removeReceipt: false,
  };

  it('accepts a valid expense', () => {
    expect(expenseFormSchema(today).safeParse(base).success).toBe(true);
  });

  it('needs a name for an own category and refuses a future date', () => {
    const schema = expenseFormSchema(today);
    const own = schema.safeParse({ ...base, category: '__own' });
    expect(own.error?.issues[0]).toMatchObject({
      path: ['ownCategory'],
      message: 'Name your category',
    });
    const future = schema.safeParse({ ...base, date: '2025-05-21' });
    expect(future.error?.issues[0]?.message).toBe('The date cannot be in the future');
  });

  it('refuses more than two decimals', () => {
    expect(expenseFormSchema(today).safeParse({ ...base, amount: '10.505' }).success).toBe(false);
  });
});
