import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTillDialogs } from './till-dialogs.tsx';

afterEach(cleanup);

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./till-dialog-set.tsx', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

const business = { id: 'b1', name: 'Corner Shop', currency: 'NGN', timezone: 'Africa/Lagos' };

function Till({ onControls }: { onControls: (c: ReturnType<typeof useTillDialogs>) => void }) {
  const till = useTillDialogs(business, 'Till 1', null);
  onControls(till);
  return <div data-testid="till">{till.dialogs}</div>;
}

describe('the till dialogs (ADR 091)', () => {
  it('load their code only when one is asked for (or after the first screen), then open the one asked for', async () => {
    let till: ReturnType<typeof useTillDialogs> | undefined;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Till onControls={(c) => (till = c)} />
      </QueryClientProvider>,
    );
    // Not imported with the POS's chip: the first screen has not been shown here.
    expect(loads.count).toBe(0);
    expect(screen.getByTestId('till')).toBeEmptyDOMElement();

    act(() => till!.openShift());
    expect(await screen.findByRole('dialog', { name: 'Open a shift' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});
