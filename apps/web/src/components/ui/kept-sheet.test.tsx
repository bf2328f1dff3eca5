import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeptSheet } from './kept-sheet.tsx';

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open the cart
      </button>
      <button type="button">Behind</button>
      <KeptSheet open={open} onOpenChange={setOpen} title="Cart">
        <p>2 items</p>
        <button type="button">Clear cart</button>
        <button type="button">Charge</button>
      </KeptSheet>
    </main>
  );
}

async function openSheet() {
  const view = render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Open the cart' }));
  return { view, dialog: screen.getByRole('dialog', { name: 'Cart' }) };
}

describe('KeptSheet (ADR 090)', () => {
  it('keeps its content mounted while closed, and is no dialog then', () => {
    const { container } = render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(container).not.toHaveAttribute('aria-hidden');
  });

  it('opens as a modal dialog named by its title, focus on its close button, the page hidden', async () => {
    const { view, dialog } = await openSheet();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('2 items');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(view.container).toHaveAttribute('aria-hidden', 'true');
  });

  it('closes on Escape, focus back on what opened it and the page shown again', async () => {
    const { view } = await openSheet();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the cart' })).toHaveFocus();
    expect(view.container).not.toHaveAttribute('aria-hidden');
  });

  it('closes from its close button and from the overlay', async () => {
    await openSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open the cart' }));
    fireEvent.click(document.querySelector('.sheet-overlay')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside: from the last control to the first, Shift+Tab back', async () => {
    await openSheet();
    const close = screen.getByRole('button', { name: 'Close' });
    const charge = screen.getByRole('button', { name: 'Charge' });
    await userEvent.tab({ shift: true });
    expect(charge).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear cart' })).toHaveFocus();
  });

  it('brings focus that lands on the page behind back into the sheet', async () => {
    await openSheet();
    screen.getByRole('button', { name: 'Behind', hidden: true }).focus();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('leaves an Escape another layer has handled (a menu or dialog opened from the sheet)', async () => {
    await openSheet();
    const handled = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', handled, true);
    try {
      await userEvent.keyboard('{Escape}');
    } finally {
      document.removeEventListener('keydown', handled, true);
    }
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
  });
});
