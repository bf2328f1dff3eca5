import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { applyInter, loadInter } from '#src/lib/theme.ts';
import { RouteTransition } from './overlays/route-transition.tsx';
import { useAfterLoad } from './use-after-load.ts';

/*
 * The root layout's parts that no first screen shows (ADR 023, ADR 040): the root layout mounts
 * them once that screen has shown its content, so their code, and the code that loads theirs, is
 * a chunk of its own instead of part of the shell every page downloads (scripts/shell-size.mjs).
 */

// A move between screens or a long save shows it, never the first screen, which the splash
// covers (the state lives in loading-overlay-store.ts, so an overlay asked for earlier shows once
// it is there).
const LoadingOverlay = lazy(() =>
  import('./overlays/loading-overlay.tsx').then((m) => ({ default: m.LoadingOverlay })),
);

// Its content already waited for the first screen (offline-banner.tsx); now the banner's own code
// does too, so the shell does not carry it.
const OfflineBanner = lazy(() =>
  import('./overlays/offline-banner.tsx').then((m) => ({ default: m.OfflineBanner })),
);

// The signed-in user's language (ADR 069): this device already starts in the one it showed last,
// so following the account can wait for the first screen, and Lingui's core stays out of the shell.
const FollowUserLanguage = lazy(() =>
  import('#src/features/auth/components/follow-user-language.tsx').then((m) => ({
    default: m.FollowUserLanguage,
  })),
);

// Once the page has loaded and the browser is idle (useAfterLoad): the banner registers the
// service worker and asks for the released version, which brings workbox-window and zod (the
// version schema) that the shell does without.
const UpdateBanner = lazy(() =>
  import('./overlays/update-banner.tsx').then((m) => ({ default: m.UpdateBanner })),
);

const SubscriptionDialogHost = lazy(() =>
  import('#src/features/trial/components/subscription-dialog.tsx').then((m) => ({
    default: m.SubscriptionDialogHost,
  })),
);

/**
 * What waits for the page's load and an idle moment besides: the Inter font where the page did
 * not start with it (useInterAtNextScreen) and the update banner.
 */
function AfterLoad() {
  const loaded = useAfterLoad();
  useInterAtNextScreen(loaded);
  return loaded ? <UpdateBanner /> : null;
}

/**
 * Fetches Inter's file once `loaded`, and sets the text in it when the user moves to another
 * screen, which is laid out anyway, rather than on the one already shown (lib/theme.ts, ADR 055).
 * A layout effect: the new screen's first paint is in Inter, not the fallback and then Inter.
 */
function useInterAtNextScreen(loaded: boolean) {
  const { pathname } = useLocation();
  // The screen on show when the file arrived: the text stays in the fallback there.
  const [fetchedOn, setFetchedOn] = useState<string | null>(null);
  useEffect(() => {
    if (!loaded) return;
    void loadInter().then((fetched) => {
      if (fetched) setFetchedOn(window.location.pathname);
    });
  }, [loaded]);
  useLayoutEffect(() => {
    if (fetchedOn !== null && pathname !== fetchedOn) applyInter();
  }, [fetchedOn, pathname]);
}

/** Above the screen: the progress bar of a move between screens (SPEC section 2), the offline banner. */
export function DeferredTop() {
  return (
    <>
      <RouteTransition />
      <Suspense fallback={null}>
        <OfflineBanner />
      </Suspense>
    </>
  );
}

/** Below the screen: the update banner, the loading overlay and the signed-in user's dialogs. */
export function DeferredBottom({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <>
      <Suspense fallback={null}>
        <AfterLoad />
      </Suspense>
      <Suspense fallback={null}>
        <LoadingOverlay />
      </Suspense>
      {/* Subscription errors only happen to signed-in users; visitors never download this. */}
      {isLoggedIn && (
        <Suspense fallback={null}>
          <SubscriptionDialogHost />
          <FollowUserLanguage />
        </Suspense>
      )}
    </>
  );
}
