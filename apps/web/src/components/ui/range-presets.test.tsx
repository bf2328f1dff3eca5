import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { RangePresets } from './range-presets.tsx';

afterEach(cleanup);

// Plain descriptors: a test's texts stay out of the catalogues.
const PRESETS = [
  { value: 'this-month', label: { id: 'this-month', message: 'This month' } },
  { value: 'this-year', label: { id: 'this-year', message: 'This year' } },
] as const;

it('shows the presets as one radio group with the chosen one checked, and reports a choice', async () => {
  const onSelect = vi.fn();
  render(<RangePresets presets={PRESETS} value="this-month" onSelect={onSelect} />);
  const group = screen.getByRole('radiogroup', { name: 'Date range' });
  expect(group).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'This month' }).getAttribute('aria-checked')).toBe(
    'true',
  );
  expect(screen.getByRole('radio', { name: 'This year' }).getAttribute('aria-checked')).toBe(
    'false',
  );
  await userEvent.click(screen.getByRole('radio', { name: 'This year' }));
  expect(onSelect).toHaveBeenCalledWith('this-year');
});
