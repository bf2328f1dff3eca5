import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CustomFieldSchema } from '@app/contracts/businesses';
import { activateLocale } from '#src/i18n/activate.ts';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

/** What a form's zod resolver puts under a field: the contract schema's English. */
const schemaText = CustomFieldSchema.safeParse({ label: '', value: '' }).error!.issues[0]!.message;

describe('a field’s error', () => {
  it("shows a contract schema's English in the reader's language, and follows a switch", async () => {
    await activateLocale('sw');
    render(
      <Field label="Lebo" error={schemaText}>
        <Input />
      </Field>,
    );
    const shown = screen.getByRole('alert').textContent!;
    expect(schemaText).toBe('Label is required');
    expect(shown).not.toBe(schemaText);
    expect(shown.length).toBeGreaterThan(0);
    await activateLocale('en');
    expect(await screen.findByText('Label is required')).toBeInTheDocument();
  });

  it('shows a text it does not know as it is', () => {
    render(
      <Field label="Name" error="Only this form says this">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Only this form says this');
  });
});
