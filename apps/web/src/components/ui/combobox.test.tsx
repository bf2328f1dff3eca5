import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxItem } from './combobox.tsx';

// jsdom has no ResizeObserver; Radix measures the popover with it.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(cleanup);

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Date', 'Elderberry'];

/** A fruit picker kept the way the features keep theirs. */
function Fruits({
  initial = '',
  onChoose,
  onClose,
}: {
  initial?: string;
  onChoose?: (item: ComboboxItem) => Promise<string | null>;
  onClose?: () => void;
}) {
  const [value, setValue] = useState(initial);
  const items = useCallback(
    (query: string) =>
      FRUITS.filter((f) => f.toLowerCase().includes(query.toLowerCase())).map((f) => ({
        key: f,
        label: f,
        detail: f.slice(0, 2).toUpperCase(),
        selected: f === value,
      })),
    [value],
  );
  return (
    <>
      <label htmlFor="fruit">Fruit</label>
      <Combobox
        id="fruit"
        label={value || undefined}
        detail={value ? value.slice(0, 2).toUpperCase() : undefined}
        placeholder="Choose a fruit"
        items={items}
        onChoose={onChoose ?? ((item) => setValue(item.key))}
        onClose={onClose}
        searchLabel="Search fruits"
        listLabel="Fruits"
        emptyText={(query) => `Nothing matches “${query}”`}
        busyLabel="Saving"
      />
    </>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Fruit' });
const search = () => screen.getByRole('combobox', { name: 'Search fruits' });

describe('Combobox', () => {
  it('filters as you type, moves with the arrows and chooses with Enter', async () => {
    const onClose = vi.fn();
    render(<Fruits onClose={onClose} />);
    expect(trigger()).toHaveTextContent('Choose a fruit');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    expect(search()).toHaveFocus();
    expect(screen.getByRole('listbox', { name: 'Fruits' })).toBeInTheDocument();
    await userEvent.keyboard('an');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BananaBA']);
    await userEvent.clear(search());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{End}{ArrowUp}{Home}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(search()).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('BananaBA');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens on the chosen row, marked selected', async () => {
    render(<Fruits initial="Date" />);
    await userEvent.click(trigger());
    const date = screen.getByRole('option', { name: /Date/ });
    expect(date).toHaveAttribute('aria-selected', 'true');
    expect(search()).toHaveAttribute('aria-activedescendant', date.id);
  });

  it('says when nothing matches, and Escape closes', async () => {
    const onClose = vi.fn();
    render(<Fruits onClose={onClose} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('kiwi');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “kiwi”');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits for a choice being saved, shows its problem and stays open', async () => {
    let settle: (problem: string | null) => void = () => undefined;
    const onChoose = vi.fn(() => new Promise<string | null>((resolve) => (settle = resolve)));
    render(<Fruits onChoose={onChoose} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: /Cherry/ }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ key: 'Cherry' }));
    expect(screen.getByRole('status', { name: 'Saving' })).toBeInTheDocument();
    settle('Could not save');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('option', { name: /Cherry/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    settle(null);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('takes its own trigger and rows searched elsewhere, with their notice and problem', async () => {
    const onOpen = vi.fn();
    const onQueryChange = vi.fn();
    const rows = [{ key: 'fig', label: 'Fig', description: 'From Kano', selected: false }];
    const { rerender } = render(
      <Combobox
        trigger={<button type="button">Pick a fruit</button>}
        items={() => rows}
        onChoose={() => undefined}
        onOpen={onOpen}
        onQueryChange={onQueryChange}
        searchLabel="Search fruits"
        searchPlaceholder="Name or origin"
        listLabel="Fruits"
        notice="Nothing more for “f”."
        loading
        busyLabel="Searching"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pick a fruit' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(search()).toHaveAttribute('placeholder', 'Name or origin');
    await userEvent.keyboard('f');
    expect(onQueryChange).toHaveBeenLastCalledWith('f');
    expect(screen.getByRole('option', { name: 'Fig From Kano' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    expect(screen.getByText('Nothing more for “f”.')).toBeInTheDocument();

    rerender(
      <Combobox
        trigger={<button type="button">Pick a fruit</button>}
        items={() => []}
        onChoose={() => undefined}
        searchLabel="Search fruits"
        listLabel="Fruits"
        error="Could not search."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not search.');
  });
});
