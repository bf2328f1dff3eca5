import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('leaves the year out of build-time markup, so an old build hydrates without a mismatch', () => {
    // As the build renders it (prerender.tsx): inside the app's providers, the I18nProvider too.
    const markup = renderToString(
      <I18nProvider i18n={i18n}>
        <StaticRouter location="/">
          <SiteFooter />
        </StaticRouter>
      </I18nProvider>,
    );
    // React separates adjacent text with empty comments; the page shows the text without them.
    const text = markup.replaceAll('<!-- -->', '');
    expect(text).toContain('© ShopBook · v');
    expect(text).not.toContain(String(new Date().getFullYear()));
  });

  it('shows this year in the browser', () => {
    const router = createMemoryRouter([{ path: '/', element: <SiteFooter /> }]);
    render(<RouterProvider router={router} />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} ShopBook`, { exact: false }),
    ).toBeVisible();
  });
});
