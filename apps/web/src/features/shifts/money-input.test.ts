import { expect, it } from 'vitest';
import { typedCents } from './money-input.ts';

it('reads typed amounts as exact cents, and nothing else', () => {
  expect(typedCents('1,250.5')).toBe(125050n);
  expect(typedCents(' 0.10 ')).toBe(10n);
  expect(typedCents('.5')).toBe(50n);
  expect(typedCents('7.')).toBe(700n);
  expect(typedCents('')).toBeNull();
  expect(typedCents('1.005')).toBeNull();
  expect(typedCents('-3')).toBeNull();
  expect(typedCents('abc')).toBeNull();
});
