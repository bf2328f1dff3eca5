import { i18n } from '@lingui/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { NotFoundPage } from '#src/features/not-found/not-found-page.tsx';
import { activateLocale } from './activate.ts';

afterEach(async () => {
  cleanup();
  await act(() => activateLocale('en'));
});

function renderPage() {
  render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );
  return () => screen.getByRole('heading').textContent;
}

test('a screen changes language in place, without a reload', async () => {
  const heading = renderPage();
  expect(heading()).toBe('Page not found');
  await act(() => activateLocale('sw'));
  expect(heading()).toBe('Ukurasa haukupatikana');
  expect(i18n.locale).toBe('sw');
  expect(document.documentElement.lang).toBe('sw');
});

test('the pseudo-locale accents, lengthens and brackets every message', async () => {
  const heading = renderPage();
  await act(() => activateLocale('en-XA'));
  expect(heading()).toMatch(/^⟦Ƥàĝē ńōţ ƒōũńď·{5}⟧$/);
});
