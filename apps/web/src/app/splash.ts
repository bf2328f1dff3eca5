import type { createBrowserRouter } from 'react-router';
import {
  hideSplash,
  markSplashSeen,
  SPLASH_MAX_MS,
  SPLASH_MIN_MS,
  splashNotSeen,
} from '#src/lib/boot-shared.ts';

export type Router = ReturnType<typeof createBrowserRouter>;

/**
 * SPEC section 2: a splash of about 1.5 to 2 seconds (lib/boot-shared.ts, which src/boot.ts
 * follows too). The splash is static markup in index.html, so it paints before any script has
 * loaded on a slow phone. The route renders underneath it at once; the splash stays at least
 * SPLASH_MIN_MS on the first load of a visit, and never more than SPLASH_MAX_MS unless the first
 * screen is still not ready (then it goes as soon as it is).
 */
function firstLoadOfVisit() {
  const first = splashNotSeen();
  markSplashSeen();
  return first;
}

/** Resolves once the router has loaded the first screen (its chunks and loaders). */
export function whenInitialized(router: Router) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function hideSplashWhenReady(router: Router) {
  const splash = document.getElementById('splash');
  if (!splash) return;
  const minimum = firstLoadOfVisit() ? SPLASH_MIN_MS : 0;
  // performance.now() counts from the start of the page load, so the time spent
  // downloading the scripts counts towards the splash.
  const ready = whenInitialized(router).then(() => wait(minimum - performance.now()));
  const cap = wait(SPLASH_MAX_MS - performance.now()).then(() => whenInitialized(router));
  void Promise.race([ready, cap]).then(() => hideSplash(splash));
}
