import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredDialog } from './deferred-dialog.tsx';

afterEach(cleanup);

function Box({ open, label }: { open: boolean; label: string }) {
  return open ? <div role="dialog" aria-label={label} /> : <p>closed</p>;
}

describe('deferredDialog (ADR 054)', () => {
  it('loads nothing while closed, its code at the first open, and stays mounted once closed', async () => {
    const load = vi.fn(() => Promise.resolve(Box));
    const Deferred = deferredDialog(load);

    const { container, rerender } = render(<Deferred open={false} label="Import" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();

    rerender(<Deferred open label="Import" />);
    expect(await screen.findByRole('dialog', { name: 'Import' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Closing keeps the dialog's own component, which closes as it always did.
    rerender(<Deferred open={false} label="Import" />);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('shows a dialog that starts open', async () => {
    const Deferred = deferredDialog(() => Promise.resolve(Box));
    render(<Deferred open label="Verify your email" />);
    expect(await screen.findByRole('dialog', { name: 'Verify your email' })).toBeInTheDocument();
  });
});
