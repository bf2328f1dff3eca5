import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import './app/app.css';
import { loadAppProviders } from './app/providers.tsx';
import { captureInstallPrompt } from './app/pwa/install-prompt.ts';
import { recoverFromStaleChunks } from './app/pwa/stale-chunks.ts';
import { createAppRouter } from './app/router.tsx';
import { hideSplashWhenReady } from './app/splash.ts';
import { initTheme } from './lib/theme.ts';

// Before the first render: the stored theme, and browser events that fire only once.
initTheme();
captureInstallPrompt();
recoverFromStaleChunks();

// The router starts loading the first screen (its chunks and loaders) as it is created.
const router = createAppRouter();
hideSplashWhenReady(router);
// Not a top-level await: that splits the shell into more, less compressible files.
void loadAppProviders().then((AppProviders) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
