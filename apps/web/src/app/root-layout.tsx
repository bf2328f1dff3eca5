import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AfterFirstScreen, firstScreenShown } from '#src/lib/first-screen.tsx';
import { useSession } from '#src/lib/session.ts';
import { isInAppBrowser } from './overlays/in-app-browser.ts';
import { useRouteHandle } from './route-handle.ts';

const InAppBrowserWarning = lazy(() =>
  import('./overlays/in-app-browser-warning.tsx').then((m) => ({ default: m.InAppBrowserWarning })),
);
const inAppBrowser = isInAppBrowser();

// What no first screen shows (the progress bar between screens, the offline and update banners,
// the loading overlay, the signed-in dialogs): one chunk, mounted once that screen has shown its
// content (root-deferred.tsx), out of the shell every page downloads.
const DeferredTop = lazy(() =>
  import('./root-deferred.tsx').then((m) => ({ default: m.DeferredTop })),
);
const DeferredBottom = lazy(() =>
  import('./root-deferred.tsx').then((m) => ({ default: m.DeferredBottom })),
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
      <AfterFirstScreen>
        <DeferredTop />
      </AfterFirstScreen>
      <Outlet />
      {inAppBrowser && (
        <Suspense fallback={null}>
          <InAppBrowserWarning />
        </Suspense>
      )}
      {/* What no first screen shows waits until it has shown its content (ADR 023). */}
      <AfterFirstScreen>
        <DeferredBottom isLoggedIn={isLoggedIn} />
      </AfterFirstScreen>
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
