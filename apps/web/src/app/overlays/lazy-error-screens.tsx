import { lazy, Suspense } from 'react';

/**
 * The error screens, loaded when an error happens: the shell (ADR 023: <= 100 KiB of JavaScript)
 * does not carry them, their buttons and the not-found page. The service worker has them cached,
 * so they also show offline.
 */
const screens = () => import('./error-screen.tsx');
const LazyRouteErrorScreen = lazy(() => screens().then((m) => ({ default: m.RouteErrorScreen })));
const LazyPageErrorScreen = lazy(() => screens().then((m) => ({ default: m.PageErrorScreen })));
const LazyErrorScreen = lazy(() => screens().then((m) => ({ default: m.ErrorScreen })));

/** Error element of the root route (see RouteErrorScreen). */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LazyRouteErrorScreen />
    </Suspense>
  );
}

/** Error element inside a layout (see PageErrorScreen). */
export function PageErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LazyPageErrorScreen />
    </Suspense>
  );
}

/** The crash screen of AppErrorBoundary (see ErrorScreen). */
export function CrashScreen() {
  return (
    <Suspense fallback={null}>
      <LazyErrorScreen />
    </Suspense>
  );
}
