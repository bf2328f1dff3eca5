import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@app/contracts/categories';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { ManageCategoriesDialog } from './manage-categories-dialog.tsx';

let restore: () => void = () => undefined;
afterEach(() => {
  cleanup();
  restore();
});

const category = (id: string, name: string, position: number): Category => ({
  id,
  businessId: 'b1',
  name,
  description: null,
  position,
  itemCount: position + 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const START = [
  category('c1', 'Drinks', 0),
  category('c2', 'Snacks', 1),
  category('c3', 'Toiletries', 2),
];

/**
 * The server: answers the list and applies reorders. With `refuse`, a reorder is held until
 * `release()` and then refused.
 */
function renderManager({ refuse = false } = {}) {
  let order = START;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const stub = stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT' && path.endsWith('/categories/reorder')) {
      if (refuse) {
        await held;
        return jsonResponse(400, {
          error: 'Nope',
          message: 'Nope',
          errorCode: 'VALIDATION_FAILED',
        });
      }
      const { categories } = (await request.clone().json()) as { categories: string[] };
      order = categories.map((id, position) => ({ ...START.find((c) => c.id === id)!, position }));
      return jsonResponse(200, { categories: order });
    }
    return jsonResponse(200, { categories: order });
  });
  restore = stub.restore;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ManageCategoriesDialog businessId="b1" open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
  return Object.assign(stub.requests, { release: () => release() });
}

const names = () =>
  screen.getAllByTestId('category-row').map((row) => within(row).getByText(/^[A-Z]/).textContent);
const reorders = (requests: { method: string; path: string; body: unknown }[]) =>
  requests
    .filter((r) => r.method === 'PUT')
    .map((r) => (r.body as { categories: string[] }).categories);

describe('reordering categories with the keyboard', () => {
  it('Alt+Down and Alt+Up on a focused row move it, keep the focus on it and save the order', async () => {
    const requests = renderManager();
    await screen.findByText('Drinks');
    const drinks = screen.getAllByTestId('category-row')[0]!;
    drinks.focus();

    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(names()).toEqual(['Snacks', 'Drinks', 'Toiletries']));
    expect(screen.getAllByTestId('category-row')[1]).toHaveFocus();
    expect(screen.getByTestId('category-announcement')).toHaveTextContent(
      'Drinks moved to position 2 of 3.',
    );

    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(names()).toEqual(['Snacks', 'Toiletries', 'Drinks']));
    await waitFor(() =>
      expect(reorders(requests)).toEqual([
        ['c2', 'c1', 'c3'],
        ['c2', 'c3', 'c1'],
      ]),
    );

    // The last row cannot go further down; Up brings it back.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(names()).toEqual(['Snacks', 'Drinks', 'Toiletries']));
    await waitFor(() => expect(reorders(requests)).toHaveLength(3));
    expect(reorders(requests)[2]).toEqual(['c2', 'c1', 'c3']);
  });

  it('the Up and Down buttons move a row and keep the focus on the button', async () => {
    const requests = renderManager();
    await screen.findByText('Toiletries');
    await userEvent.click(screen.getByRole('button', { name: 'Move Toiletries up' }));
    await waitFor(() => expect(names()).toEqual(['Drinks', 'Toiletries', 'Snacks']));
    expect(screen.getByRole('button', { name: 'Move Toiletries up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Toiletries', 'Drinks', 'Snacks']));
    // At the top its Up button is disabled, so the focus moves to its row.
    expect(screen.getByRole('button', { name: 'Move Toiletries up' })).toBeDisabled();
    expect(screen.getAllByTestId('category-row')[0]).toHaveFocus();
    await waitFor(() => expect(reorders(requests)).toHaveLength(2));
  });

  it('shows the new order at once and puts it back when the server refuses it', async () => {
    const requests = renderManager({ refuse: true });
    await screen.findByText('Drinks');
    screen.getAllByTestId('category-row')[0]!.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(names()).toEqual(['Snacks', 'Drinks', 'Toiletries']));
    expect(reorders(requests)).toEqual([['c2', 'c1', 'c3']]);
    requests.release();
    await waitFor(() => expect(names()).toEqual(['Drinks', 'Snacks', 'Toiletries']));
  });
});

describe('dragging categories with dnd-kit', () => {
  // jsdom lays nothing out: each row gets the box it would have in a 56 px tall list.
  let restoreRects: () => void = () => undefined;
  afterEach(() => restoreRects());
  const layOut = () => {
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const row = this.closest<HTMLElement>('[data-testid="category-row"]');
      if (!row) return original.call(this);
      const index = [...row.parentElement!.children].indexOf(row);
      const top = index * 56;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 320,
        bottom: top + 56,
        width: 320,
        height: 56,
        toJSON: () => ({}),
      };
    };
    restoreRects = () => {
      HTMLElement.prototype.getBoundingClientRect = original;
    };
  };

  it('Space on the grip picks a row up, Down moves it, Space drops it and the order is saved', async () => {
    layOut();
    const requests = renderManager();
    await screen.findByText('Drinks');
    const grip = screen.getByRole('button', { name: 'Drag to reorder Drinks' });
    grip.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(names()).toEqual(['Snacks', 'Drinks', 'Toiletries']));
    await waitFor(() => expect(reorders(requests)).toEqual([['c2', 'c1', 'c3']]));
  });

  it('Escape cancels a keyboard drag and nothing is saved', async () => {
    layOut();
    const requests = renderManager();
    await screen.findByText('Drinks');
    screen.getByRole('button', { name: 'Drag to reorder Drinks' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(names()).toEqual(['Drinks', 'Snacks', 'Toiletries']);
    expect(reorders(requests)).toEqual([]);
  });
});
