import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer } from '@app/contracts/customers';
import { ApiError } from '#src/lib/api-client.ts';
import { CustomerForm, type CustomerFormOutput } from './customer-form.tsx';

afterEach(cleanup);

const customer: Customer = {
  id: '3f1d2c4b-5a6e-4f70-8a91-b2c3d4e5f607',
  businessId: 'b1',
  name: 'Chidi Okeke',
  phone: '+234 803 123 4567',
  email: null,
  address: null,
  notes: null,
  totalSpent: 54800,
  salesCount: 3,
  lastPurchaseAt: '2026-01-02T10:00:00.000Z',
  balance: 12200,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderForm(onSubmit: (body: CustomerFormOutput) => Promise<unknown>, existing?: Customer) {
  render(
    <CustomerForm
      customer={existing}
      onSubmit={onSubmit}
      failureText="Failed to create customer"
      submitLabel="Save"
    />,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the customer form', () => {
  it('asks for a name before anything is sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await userEvent.type(field('Name'), '   ');
    await save();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the phone and the email with the contract rules', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await userEvent.type(field('Name'), 'Ngozi');
    await userEvent.type(field('Phone'), 'call me');
    await userEvent.type(field('Email'), 'ngozi@');
    await save();
    expect(await screen.findByText('Use digits, spaces and + ( ) - . only')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid email address')).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values, and empty boxes as null', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await userEvent.type(field('Name'), '  Ngozi Adeyemi ');
    await userEvent.type(field('Phone'), '+234 805 987 6543');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ngozi Adeyemi',
      phone: '+234 805 987 6543',
      email: null,
      address: null,
      notes: null,
    });
  });

  it('starts from the saved customer when editing, and clears a removed phone', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, customer);
    expect(field('Name')).toHaveValue('Chidi Okeke');
    await userEvent.clear(field('Phone'));
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Chidi Okeke', phone: null }),
    );
  });

  it("shows the server's refusal: a detail under its field", async () => {
    const response = new Response(
      JSON.stringify({
        error: 'Validation failed',
        details: [{ field: 'email', message: 'Must be a valid email address' }],
      }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    );
    const request = new Request('http://localhost/api/businesses/b1/customers', { method: 'POST' });
    const err = new ApiError(response, request, {} as never, {
      error: 'Validation failed',
      details: [{ field: 'email', message: 'Must be a valid email address' }],
    });
    renderForm(async () => {
      throw err;
    });
    await userEvent.type(field('Name'), 'Aisha');
    await save();
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
  });
});
