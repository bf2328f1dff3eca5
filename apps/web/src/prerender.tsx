import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadAppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';

/**
 * The markup a visitor's first screen renders to, for a path that needs no session (`/`,
 * `/login`, `/verify-receipt`): the same routes, providers and components main.tsx renders, as static HTML.
 * apps/web/scripts/route-pages.mjs calls this at build time (in a DOM-like environment, logged
 * out, light theme) and writes the result into the page's #root, so the page paints its content
 * before any script has run; main.tsx then renders the same tree over it (ADR 038).
 */
export async function prerender(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  if (context.errors) throw new Error(`${pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // In English: a device in another language renders the page afresh (main.tsx).
  const AppProviders = await loadAppProviders('en');
  // A prerender waits for every lazy part (the toaster, the update banner) to load and render,
  // so React hydrates all of it rather than switching boundaries to client rendering.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
