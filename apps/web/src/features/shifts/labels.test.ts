import { expect, it } from 'vitest';
import { signed } from './components/shift-report-view.tsx';
import { differenceTone } from './labels.ts';

it('colours a count: balanced green, short red, over amber, and signs the difference', () => {
  expect(differenceTone(0)).toBe('text-primary');
  expect(differenceTone(-0.45)).toBe('text-danger');
  expect(differenceTone(2)).toBe('text-warning');
  const money = (n: number) => n.toFixed(2);
  expect(signed(-0.45, money)).toBe('- 0.45');
  expect(signed(2, money)).toBe('+ 2.00');
  expect(signed(0, money)).toBe('0.00');
});
