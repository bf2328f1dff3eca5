import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitAppEvent } from '#src/lib/events.ts';
import { STORAGE_KEYS } from '#src/lib/storage.ts';
import { Calculator } from './calculator.tsx';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const entry = () => screen.getByTestId('calculator-entry');

describe('Calculator', () => {
  it('takes the keyboard: digits, operators, Enter, Backspace and c', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    await user.keyboard('12+3*4');
    expect(entry()).toHaveTextContent('12+3×4');
    await user.keyboard('{Enter}');
    expect(entry()).toHaveTextContent('24');
    await user.keyboard('{Backspace}');
    expect(entry()).toHaveTextContent('2');
    await user.keyboard('c');
    expect(entry()).toHaveTextContent('0');
    await user.keyboard('7/2=');
    expect(entry()).toHaveTextContent('3.5');
    await user.keyboard('{Delete}');
    expect(entry()).toHaveTextContent('0');
  });

  it('computes exactly where floating point would not', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    await user.keyboard('0.1+0.2{Enter}');
    expect(entry()).toHaveTextContent(/^0\.3$/);
  });

  it('shows SPEC errors as an alert that the next key clears', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    await user.keyboard('5/0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Cannot divide by zero');
    await user.keyboard('8');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(entry()).toHaveTextContent('8');
  });

  it('works by tapping the keypad', async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    for (const name of ['9', 'Multiply', '3', 'Minus', '2', 'Equals']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(entry()).toHaveTextContent('25');
    await user.click(screen.getByRole('button', { name: 'Delete last' }));
    expect(entry()).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(entry()).toHaveTextContent('0');
  });

  it('hands a result to the form that opened it, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onUse = vi.fn();
    const onClose = vi.fn();
    render(<Calculator onUse={onUse} onClose={onClose} useLabel="Use as price" />);
    const use = screen.getByRole('button', { name: 'Use as price' });
    expect(use).toBeDisabled();
    await user.keyboard('1200*1.3{Enter}');
    await user.click(use);
    expect(onUse).toHaveBeenCalledWith('1560');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the last results on this device until the session ends, and recalls them', async () => {
    const user = userEvent.setup();
    const first = render(<Calculator />);
    await user.keyboard('2+2{Enter}');
    first.unmount();
    render(<Calculator />);
    const recall = screen.getByRole('button', { name: 'Use 4 (2+2)' });
    await user.click(recall);
    expect(entry()).toHaveTextContent('4');
    expect(localStorage.getItem(STORAGE_KEYS.calculatorHistory)).toContain('2+2');
    emitAppEvent('session-ended', { reason: 'logout' });
    expect(localStorage.getItem(STORAGE_KEYS.calculatorHistory)).toBeNull();
  });
});
