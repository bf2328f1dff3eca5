import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from './next-task.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * ADR 040: what the first screen does not show (the header's badges and bell, the
 * account dialogs, the update banner and its service worker, the live socket, the toaster) waits
 * until that screen has shown its content, instead of competing with it for a slow phone's
 * connection (six requests at a time on HTTP/1.1) and main thread.
 *
 * A screen whose content arrives after it mounts (the POS's product grid) says so with
 * `holdsFirstScreen` in its route handle and calls `firstScreenShown()` once that content is on
 * screen; any other screen counts as shown when it first commits. A navigation elsewhere, or
 * MAX_WAIT_MS, releases the wait anyway, so nothing is held back for long by a screen that
 * cannot load.
 */
export const MAX_WAIT_MS = 6_000;

let shown = false;
const listeners = new Set<() => void>();

/**
 * One waiting listener per task: each may start loading a chunk (the build's preload helper adds
 * a link for every chunk it imports, synchronously) or mount a part, and on the POS they were one
 * task of ~115 ms at 4x CPU (ADR 023: total blocking time). One that unsubscribed meanwhile (its
 * component unmounted) is skipped.
 */
async function release() {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) {
    if (!listeners.delete(listener)) continue;
    listener();
    await nextTask();
  }
}

/**
 * The first screen's content is committed: released once the browser has painted it (the next
 * frame, then a task), so that what waited does not delay that paint, and has put those pixels
 * on screen: the frame is rasterised after the main thread has painted it, tens of milliseconds
 * later on a phone (or on a CPU without a GPU), and requests released in between finished before
 * the screen's largest paint, which Lighthouse then counts as needed for it (ADR 054).
 * Where the browser reports its largest paint (Chromium), the one after this commit marks that
 * moment; elsewhere, or when the new content is not the largest, PRESENTED_WAIT_MS does.
 */
export function firstScreenShown(): void {
  if (shown) return;
  if (typeof requestAnimationFrame !== 'function') return void release();
  const committedAt = performance.now();
  requestAnimationFrame(() => setTimeout(() => releaseWhenPresented(committedAt), 0));
}

export const PRESENTED_WAIT_MS = 150;

function releaseWhenPresented(committedAt: number) {
  const timer = setTimeout(done, PRESENTED_WAIT_MS);
  let observer: PerformanceObserver | undefined;
  function done() {
    clearTimeout(timer);
    observer?.disconnect();
    void release();
  }
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    // A paint of a frame after the commit: an earlier frame's can be reported this late too.
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= committedAt)) done();
    });
    observer.observe({ type: 'largest-contentful-paint' });
  }
}

if (typeof window !== 'undefined') setTimeout(() => void release(), MAX_WAIT_MS);

/** Calls `listener` when the first screen is shown; at once (in a microtask) if it already is. */
function subscribe(listener: () => void) {
  let live = true;
  if (shown) queueMicrotask(() => live && listener());
  else listeners.add(listener);
  return () => {
    live = false;
    listeners.delete(listener);
  };
}

/**
 * True once the first screen has shown its content (then for the rest of the visit). The moment
 * re-renders in a transition, in slices with the main thread free between them: what it mounts
 * (the header's menus and badges, their lazy chunks, each adding preload links as it loads) was
 * one task of 110 ms at 4x CPU as a store update, which React renders synchronously (ADR 023:
 * total blocking time). `shown` only ever turns true, so a render cannot see it torn.
 */
export function useFirstScreenShown(): boolean {
  const [value, setValue] = useState(shown);
  // Also when it was shown between this render and the effect.
  useEffect(() => subscribe(() => startTransition(() => setValue(true))), []);
  // False in the build's prerender and while React hydrates its markup, whatever the clock says:
  // the prerender can pass MAX_WAIT_MS on a loaded machine, and a slow phone can hydrate after it,
  // and markup that differs from the first client render is thrown away and rendered again.
  return useHydrated() && value;
}

/** Resolves once the first screen has shown its content. */
export function whenFirstScreenShown(): Promise<void> {
  return new Promise((resolve) => {
    const stop = subscribe(() => {
      stop();
      resolve();
    });
  });
}

/** Tests: back to a fresh page load. */
export function resetFirstScreenForTests(): void {
  shown = false;
  listeners.clear();
}

/**
 * Its children (lazy components) once the first screen has shown its content, `fallback` while
 * their code loads. A component of its own so that this moment re-renders it alone, not the
 * layout around it with everything that layout renders (the root layout's and the app shell's
 * deferred parts, the POS's history below its grid).
 */
export function AfterFirstScreen({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  if (!useFirstScreenShown()) return null;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
