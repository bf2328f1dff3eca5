import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useInventoryFilters } from './filters.ts';

afterEach(cleanup);

function Probe() {
  const view = useInventoryFilters();
  return (
    <>
      <input
        aria-label="Search"
        value={view.searchText}
        onChange={(e) => view.setSearchText(e.target.value)}
      />
      <p data-testid="query">{JSON.stringify(view.filters)}</p>
    </>
  );
}

/** Business screens run a loader on every navigation, so a search change lands a moment later. */
function renderProbe(initial = '/inventory') {
  const router = createMemoryRouter(
    [
      {
        path: '/inventory',
        loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 150)),
        Component: Probe,
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const filters = () =>
  JSON.parse(screen.getByTestId('query').textContent!) as Record<string, unknown>;

describe('the inventory filters in the address', () => {
  it('reads search, category, low stock and sort from the address', async () => {
    renderProbe('/inventory?q=rice&category=none&low=1&sort=price-desc');
    expect(await screen.findByLabelText('Search')).toHaveValue('rice');
    expect(filters()).toEqual({
      search: 'rice',
      categoryId: 'none',
      lowStock: true,
      sort: 'price',
      order: 'desc',
    });
  });

  it('keeps what is typed while the debounced search is still arriving', async () => {
    const router = renderProbe();
    const box = await screen.findByLabelText('Search');
    await userEvent.type(box, 'rice');
    // The search goes to the address; while that navigation is under way, typing goes on.
    await act(() => new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 50)));
    await userEvent.type(box, ' 5k');
    expect(box).toHaveValue('rice 5k');
    await waitFor(() => expect(router.state.location.search).toBe('?q=rice+5k'), {
      timeout: 2_000,
    });
    expect(box).toHaveValue('rice 5k');
    expect(filters()).toMatchObject({ search: 'rice 5k' });
  });

  it('follows the address when it changes from outside (Back, a link)', async () => {
    const router = renderProbe('/inventory?q=soap');
    const box = await screen.findByLabelText('Search');
    await act(() => router.navigate('/inventory?q=milk'));
    expect(box).toHaveValue('milk');
  });
});
