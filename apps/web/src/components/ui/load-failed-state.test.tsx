import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { LoadFailedState } from './load-failed-state.tsx';

afterEach(cleanup);

it('shows the title and the reason, and Try again fetches the query again', async () => {
  const refetch = vi.fn();
  render(
    <LoadFailedState
      query={{ error: new TypeError('Failed to fetch'), isFetching: false, refetch }}
      title="Could not load the list"
    />,
  );
  expect(screen.getByRole('heading', { name: 'Could not load the list' })).toBeTruthy();
  expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalledOnce();
});
