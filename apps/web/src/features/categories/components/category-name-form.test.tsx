import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryNameForm } from './category-name-form.tsx';

afterEach(cleanup);

describe('CategoryNameForm (adding)', () => {
  it('empties the field once the name is saved', async () => {
    const saved: string[] = [];
    render(
      <CategoryNameForm
        label="New category name"
        submitLabel="Add"
        onSubmit={async (name) => void saved.push(name)}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'New category name' });
    await userEvent.type(field, '  Drinks {Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(saved).toEqual(['Drinks']);
  });

  it('keeps a next name typed while the last one was still saving', async () => {
    let finish: () => void = () => undefined;
    render(
      <CategoryNameForm
        label="New category name"
        submitLabel="Add"
        onSubmit={() => new Promise<void>((resolve) => (finish = resolve))}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'New category name' });
    await userEvent.type(field, 'Drinks{Enter}');
    await userEvent.clear(field);
    await userEvent.type(field, 'Provisions');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(field).toHaveValue('Provisions');
  });
});
