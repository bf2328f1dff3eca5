import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { PinPad } from './pin-pad.tsx';

afterEach(cleanup);

function Harness({ onSubmit }: { onSubmit: (pin: string) => void }) {
  const [pin, setPin] = useState('');
  return <PinPad value={pin} onChange={setPin} onSubmit={() => onSubmit(pin)} shakeKey={0} />;
}

it('takes the keys and the keyboard: digits, Backspace, Enter; OK only from 4 digits, at most 6', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<Harness onSubmit={onSubmit} />);
  const ok = screen.getByRole('button', { name: 'OK' });
  await user.click(screen.getByRole('button', { name: '4' }));
  await user.keyboard('89');
  expect(ok).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(onSubmit).not.toHaveBeenCalled();
  await user.keyboard('{Backspace}26');
  expect(screen.getByRole('status')).toHaveAccessibleName('4 digits entered');
  await user.keyboard('{Enter}');
  expect(onSubmit).toHaveBeenCalledWith('4826');
  await user.keyboard('1234');
  expect(screen.getByRole('status')).toHaveAccessibleName('6 digits entered');
  await user.click(ok);
  expect(onSubmit).toHaveBeenLastCalledWith('482612');
});
