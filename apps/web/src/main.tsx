// First: before any module that loads zod.
import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type * as ReactRouter from 'react-router';
import './styles.css';
import './app/app.css';
import { loadAppProviders } from './app/providers.tsx';
import { captureInstallPrompt } from './app/pwa/install-prompt.ts';
import { recoverFromStaleChunks } from './app/pwa/stale-chunks.ts';
import { hideSplashWhenReady, whenInitialized, type Router } from './app/splash.ts';
import { startingLocale } from './i18n/locales.ts';
import { nextTask } from './lib/next-task.ts';
import { initTheme } from './lib/theme.ts';

// Before the first render: the stored theme, and browser events that fire only once.
initTheme();
captureInstallPrompt();
recoverFromStaleChunks();

const container = document.getElementById('root')!;
// The build rendered this page's markup into #root (`/`, `/login`, `/verify-receipt`: ADR 038). It stays on screen
// until the router has loaded the page, which React then takes over.
// That markup is English: a device in another language renders its page afresh instead.
const locale = startingLocale();
const prerendered = locale === 'en' ? container.dataset.prerendered : undefined;

// Three tasks instead of one (ADR 046: total blocking time; each is a long task on a
// slow phone): this module with React; React Router and the route table's modules, imported
// dynamically; creating the router. Not a top-level await: that splits the shell into more,
// less compressible files.
// (A module the page has preloaded is evaluated in the task that imports it, hence the yields.)
void nextTask()
  .then(() => import('./app/router.tsx'))
  .then(async ({ createAppRouter, RouterProvider }) => {
    await nextTask();
    // The router starts loading the first screen (its chunks and loaders) as it is created.
    const router = createAppRouter();
    hideSplashWhenReady(router);
    return startApp(router, RouterProvider);
  });

function startApp(router: Router, RouterProvider: typeof ReactRouter.RouterProvider) {
  // tailwind-merge's class map, in a task of its own while the page and its messages load,
  // rather than in the first render's (lib/cn.ts; ADR 092: the hydration's longest task).
  void import('./lib/cn.ts').then(({ prepareClassMerge }) => prepareClassMerge());
  return Promise.all([
    loadAppProviders(locale),
    prerendered ? whenInitialized(router) : undefined,
  ]).then(([AppProviders]) => {
    const app = (
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    if (prerendered === router.state.location.pathname) {
      // The markup is this page's: React adopts it instead of building and laying out the page
      // again, in a transition, so in slices of a few milliseconds with the main thread free
      // between them (ADR 023: total blocking time). Only once the router has loaded the page:
      // RouterProvider subscribes to the router when committed, and a router that finished
      // loading during a sliced first render would never tell it (the screen stayed on its
      // loading fallback).
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      // Anything else (a signed-in visitor sent on to their businesses, a page without markup)
      // renders afresh, replacing what is there; the router's own updates are transitions.
      createRoot(container).render(app);
    }
  });
}
