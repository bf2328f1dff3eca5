/**
 * The entry of the prerendered pages (`/`, `/login`; scripts/route-pages.mjs, ADR 041). Their
 * HTML carries the page's markup and styles, so it paints without any script; this file (under
 * 1 KiB) asks for the app's modules only once it has. Fetched beside the HTML, on a slow
 * network the shell's ~100 KiB competed with the font and the HTML for the same bandwidth, and
 * the first paint waited for all of it. The modules' list is written into the script tag by
 * the build: `data-app` the entry (main.tsx), `data-preload` every chunk the first screen needs,
 * fetched in parallel instead of import by import.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-app]');

/** A later task, as `lib/next-task.ts` (boot imports nothing: scripts/route-pages.mjs checks). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * One link per task: inserting a module preload costs Chromium a few milliseconds of main-thread
 * time each at 4x CPU, some 30 ms, and the fifteen of the landing in one go were a 190 ms task
 * (issue 21: total blocking time). The entry is imported first; a chunk it reaches before its
 * link is in is fetched once all the same (the browser's module map).
 */
async function start() {
  if (!script?.dataset.app) return;
  void import(/* @vite-ignore */ script.dataset.app);
  for (const href of script.dataset.preload?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  void start();
};
if (document.visibilityState === 'hidden') {
  // A hidden tab paints nothing.
  startOnce();
} else if (
  typeof PerformanceObserver === 'function' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  // Once the browser reports the page's first contentful paint (the splash and the markup).
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: 'paint', buffered: true });
} else {
  // A timer set in an animation frame runs after that frame's paint.
  requestAnimationFrame(() => setTimeout(startOnce, 0));
}
// A tab hidden before its first paint, or one that never reports it.
setTimeout(startOnce, 3_000);
