import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryOption } from '../types.ts';
import { CategoryPicker } from './category-picker.tsx';

// jsdom has no ResizeObserver; Radix measures the popover with it.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(cleanup);

const CATEGORIES: CategoryOption[] = [
  { id: 'c1', name: 'Drinks' },
  { id: 'c2', name: 'Soft drinks' },
  { id: 'c3', name: 'Provisions' },
];

function renderPicker(props: {
  value?: string;
  onChange?: (id: string) => void;
  onCreate?: (name: string) => Promise<CategoryOption>;
}) {
  render(
    <>
      <label htmlFor="category">Category</label>
      <CategoryPicker
        id="category"
        categories={CATEGORIES}
        value={props.value ?? ''}
        onChange={props.onChange ?? (() => undefined)}
        onCreate={props.onCreate}
      />
    </>,
  );
  return userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
}

const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('CategoryPicker', () => {
  it('offers "No category" first, then the categories, the chosen one selected', async () => {
    await renderPicker({ value: 'c3' });
    expect(screen.getByRole('combobox', { name: 'Find a category' })).toHaveFocus();
    expect(screen.getByRole('listbox', { name: 'Categories' })).toBeInTheDocument();
    expect(options()).toEqual(['No category', 'Drinks', 'Soft drinks', 'Provisions']);
    expect(screen.getByRole('option', { name: 'Provisions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('puts names that start with the query first, and says when none match', async () => {
    const onChange = vi.fn();
    await renderPicker({ onChange });
    await userEvent.keyboard('drinks');
    expect(options()).toEqual(['Drinks', 'Soft drinks']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('c2');

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.keyboard('zzz');
    expect(screen.getByText('No category matches')).toBeInTheDocument();
  });

  it('creates a category from what was typed and chooses it; a failure stays in the list', async () => {
    const onChange = vi.fn();
    const onCreate = vi
      .fn<(name: string) => Promise<CategoryOption>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ id: 'c9', name: 'Snacks' });
    await renderPicker({ onChange, onCreate });
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Find or create a category' }),
      'Snacks',
    );
    expect(options()).toEqual(['Create “Snacks”']);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not add the category. Please try again.',
    );
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('option', { name: 'Create “Snacks”' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('c9'));
    expect(onCreate).toHaveBeenLastCalledWith('Snacks');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
