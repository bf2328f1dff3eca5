import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AfterFirstScreen, firstScreenShown } from '#src/lib/first-screen.tsx';
import { useSession } from '#src/lib/session.ts';
import { applyInter, loadInter } from '#src/lib/theme.ts';
import { afterZod } from '#src/lib/zod-first.ts';
import { isInAppBrowser } from './overlays/in-app-browser.ts';
import { RouteTransition } from './overlays/route-transition.tsx';
import { useRouteHandle } from './route-handle.ts';
import { useAfterLoad } from './use-after-load.ts';

// Only a move between screens (or a long save) shows it, never the first screen, which the splash
// covers: it loads after that screen (the state lives in loading-overlay-store.ts, so an overlay
// asked for earlier shows once it is there).
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

const InAppBrowserWarning = lazy(() =>
  import('./overlays/in-app-browser-warning.tsx').then((m) => ({ default: m.InAppBrowserWarning })),
);
const inAppBrowser = isInAppBrowser();

// Once the page has loaded and the browser is idle (useAfterLoad): the banner registers the
// service worker and asks for the released version, which brings workbox-window and zod (the
// version schema) that the shell does without. zod first, in a task of its own (afterZod): the
// landing never loads it before, and zod with the banner and its schemas was one 340 ms task at
// 4x CPU, counted in the landing's total blocking time.
const UpdateBanner = lazy(() =>
  afterZod(() => import('./overlays/update-banner.tsx')).then((m) => ({ default: m.UpdateBanner })),
);

/**
 * What waits for the first screen, the page's load and an idle moment: the Inter font where the
 * page did not start with it (useInterAtNextScreen) and the update banner. Renders nothing until
 * then, the same as the prerendered markup (ADR 038), so it hydrates.
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

const SubscriptionDialogHost = lazy(() =>
  import('#src/features/trial/components/subscription-dialog.tsx').then((m) => ({
    default: m.SubscriptionDialogHost,
  })),
);

function useDocumentTitle() {
  const { t } = useLingui();
  const { title } = useRouteHandle();
  const page = title ? t(title) : null;
  useEffect(() => {
    document.title = page ? `${page} · ShopBook` : 'ShopBook';
  }, [page]);
}

/**
 * After a move to another page, screen readers and keyboards start from the new page's content
 * (the layouts' <main id="main" tabIndex={-1}>) instead of a link that is no longer there.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * The first screen counts as shown once it has committed, unless its route waits for its content
 * (`holdsFirstScreen`: the POS's grid, which says so itself); a move to another screen ends the
 * wait in any case (lib/first-screen.tsx).
 */
function useFirstScreenRelease() {
  const { holdsFirstScreen } = useRouteHandle();
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (!holdsFirstScreen || pathname !== first.current) firstScreenShown();
  }, [holdsFirstScreen, pathname]);
}

/**
 * `<html data-app-ready>` once React has taken over the first screen (its first commit, the
 * prerendered markup hydrated): a form sent on a prerendered page before then waits for it
 * (src/boot.ts).
 */
function useMarkAppReady() {
  // In the commit itself: an event between the commit and a passive effect would be handled by
  // React and then again by boot.ts.
  useLayoutEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}

/**
 * React Router's ScrollRestoration scrolls to the top as the first screen commits (no position is
 * saved for it yet). A prerendered page was on screen before that, and its reader may have
 * scrolled: the landing starts the app at their first scroll (ADR 060). Two layout effects
 * around it, in the same commit so nothing paints in between, put the reader back where they
 * were. Later screens are ScrollRestoration's alone.
 */
const prerendered =
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.prerendered;
let scrollBeforeFirstCommit: number | null = null;
function ReadFirstScroll() {
  useLayoutEffect(() => {
    if (prerendered) scrollBeforeFirstCommit = window.scrollY;
  }, []);
  return null;
}
function KeepFirstScroll() {
  useLayoutEffect(() => {
    if (scrollBeforeFirstCommit === null) return;
    window.scrollTo(0, scrollBeforeFirstCommit);
    scrollBeforeFirstCommit = null;
  }, []);
  return null;
}

/** The root route: global overlays around every screen, public or signed in. */
export function RootLayout() {
  const { isLoggedIn } = useSession();
  useMarkAppReady();
  useDocumentTitle();
  useFocusMainOnNavigation();
  useFirstScreenRelease();
  return (
    <>
      {/* SPEC section 2: scroll position saved per path and restored. */}
      <ReadFirstScroll />
      <ScrollRestoration getKey={(location) => location.pathname} />
      <KeepFirstScroll />
      <RouteTransition />
      <AfterFirstScreen>
        <OfflineBanner />
      </AfterFirstScreen>
      <Outlet />
      {/* What no first screen shows waits until it has shown its content (ADR 023). */}
      <AfterFirstScreen>
        <AfterLoad />
      </AfterFirstScreen>
      {inAppBrowser && (
        <Suspense fallback={null}>
          <InAppBrowserWarning />
        </Suspense>
      )}
      <AfterFirstScreen>
        <LoadingOverlay />
      </AfterFirstScreen>
      {/* Subscription errors only happen to signed-in users; visitors never download this. */}
      {isLoggedIn && (
        <AfterFirstScreen>
          <SubscriptionDialogHost />
          <FollowUserLanguage />
        </AfterFirstScreen>
      )}
    </>
  );
}

/** Shown while the very first route loads, if the splash has already gone. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <span className="sr-only">
        <Trans>Loading</Trans>
      </span>
      <span
        className="size-6 animate-spin rounded-full border-2 border-primary border-r-transparent"
        aria-hidden
      />
    </div>
  );
}
