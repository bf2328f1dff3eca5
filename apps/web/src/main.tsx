import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import './app/app.css';
import { loadAppProviders } from './app/providers.tsx';
import { captureInstallPrompt } from './app/pwa/install-prompt.ts';
import { recoverFromStaleChunks } from './app/pwa/stale-chunks.ts';
import { createAppRouter } from './app/router.tsx';
import { hideSplashWhenReady, whenInitialized } from './app/splash.ts';
import { initTheme } from './lib/theme.ts';

// Before the first render: the stored theme, and browser events that fire only once.
initTheme();
captureInstallPrompt();
recoverFromStaleChunks();

// The router starts loading the first screen (its chunks and loaders) as it is created.
const router = createAppRouter();
hideSplashWhenReady(router);
// Not a top-level await: that splits the shell into more, less compressible files.
const container = document.getElementById('root')!;
// The build rendered this page's markup into #root (`/`, `/login`: ADR 038). It stays on screen
// until the router has loaded the page, which React then renders over it in one commit.
const prerendered = container.dataset.prerendered;
void Promise.all([loadAppProviders(), prerendered ? whenInitialized(router) : undefined]).then(
  ([AppProviders]) => {
    const app = (
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    // A transition, so React renders in slices of a few milliseconds and yields between them,
    // instead of one long task that blocks a slow phone's main thread (issue 21: total blocking
    // time). Nothing is lost meanwhile: the splash, or the build's markup, is on screen.
    startTransition(() => {
      // The markup is this page's: React adopts it instead of building and laying out the page
      // again. Otherwise (a signed-in visitor sent on to their businesses, a page without markup)
      // React renders afresh, replacing what is there.
      if (prerendered === router.state.location.pathname) {
        hydrateRoot(container, app);
      } else {
        createRoot(container).render(app);
      }
    });
  },
);
