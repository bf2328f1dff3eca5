/**
 * The entry of the prerendered pages (`/`, `/login`, `/verify-receipt`; scripts/route-pages.mjs,
 * ADR 041). Their HTML carries the page's markup and styles, so it paints without any script; this file (~2 KiB
 * compressed) asks for the app's modules only once it has (the landing and the sign-in page:
 * later still, below). Fetched beside the HTML, on a slow network the shell's ~100 KiB competed
 * with the font and the HTML for the same bandwidth, and the first paint waited for all of it.
 * The modules' list is written into the script tag by the build: `data-app` the entry
 * (main.tsx), `data-preload` every chunk the first screen needs, fetched in parallel instead of
 * import by import.
 *
 * What it shares with the app (storage keys, the theme rule, the splash's timing, `nextTask`, the
 * starting language) it imports, and the build bundles those few functions into this file
 * (scripts/route-pages.mjs): it still loads as one small request of its own.
 */
import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { startingLocale } from './i18n/locales.ts';
import {
  hideSplash,
  markSplashSeen,
  nextTask,
  readThemePreference,
  resolveTheme,
  SPLASH_MIN_MS,
  splashNotSeen,
  storeThemePreference,
  DARK_QUERY,
} from './lib/boot-shared.ts';
import { readString, writeString } from './lib/storage.ts';

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const root = document.documentElement;

/**
 * One link per task: inserting a module preload costs Chromium a few milliseconds of main-thread
 * time each at 4x CPU, some 30 ms, and the fifteen of the landing in one go were a 190 ms task
 * (ADR 023: total blocking time). The entry is imported first; a chunk it reaches before its
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

// Until the app has taken the page over (`<html data-app-ready>`, the root layout's first
// commit), the page's buttons and forms are markup without their handlers. What the visitor
// sends in that time waits and goes once the app is ready:
// - a form, which the browser would otherwise send as a page load (the sign-in form: as a GET,
//   the password in the URL), with what was typed;
// - a tap on a button (the password's "show" button), which would otherwise do nothing. The
//   theme toggle answers at once while the theme is this file's (`followTheme`).
// The button that sent a form, or one that acts on its own (not a form's helper), says it is
// busy meanwhile (`aria-busy`, and `data-held` draws a spinner: styles.css): on a slow phone the
// app can take seconds to arrive after the tap that asked for it.
const appReady = () => root.dataset.appReady !== undefined;
const held: (HTMLFormElement | HTMLButtonElement)[] = [];
function hold(target: HTMLFormElement | HTMLButtonElement, busy: Element | null) {
  startOnce();
  // A form sent twice (Enter, Enter) goes once.
  if (held.includes(target)) return;
  held.push(target);
  busy?.setAttribute('aria-busy', 'true');
  busy?.setAttribute('data-held', '');
  if (held.length > 1) return;
  new MutationObserver((_, observer) => {
    if (!appReady()) return;
    observer.disconnect();
    for (const button of document.querySelectorAll('[data-held]')) {
      button.removeAttribute('data-held');
      button.removeAttribute('aria-busy');
    }
    for (const target of held.splice(0)) {
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}
document.addEventListener(
  'submit',
  (event) => {
    if (appReady() || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    hold(event.target, event.submitter);
  },
  true,
);
// A language picked on the page before the app runs (the landing's picker, `data-language-picker`):
// kept as the app's own choice (`language`, src/i18n/locales.ts), which the app starts in; one
// picked after the app had read it is handed to the app's picker once it is ready.
document.addEventListener(
  'change',
  (event) => {
    const picker = event.target;
    if (appReady() || !(picker instanceof HTMLSelectElement)) return;
    if (!picker.hasAttribute('data-language-picker')) return;
    // Private mode: the app is asked to switch once it is ready all the same.
    writeString(STORAGE_KEYS.language, picker.value);
    const chosen = picker.value;
    startOnce();
    new MutationObserver((_, observer) => {
      if (!appReady()) return;
      observer.disconnect();
      const current = document.querySelector<HTMLSelectElement>('select[data-language-picker]');
      if (!current || current.value === chosen) return;
      current.value = chosen;
      current.dispatchEvent(new Event('change', { bubbles: true }));
    }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
  },
  true,
);
const theme = followTheme();
document.addEventListener(
  'click',
  (event) => {
    if (appReady() || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || button.type === 'submit') return;
    if (button.hasAttribute('data-theme-toggle') && theme.toggle()) return;
    hold(button, button.form ? null : button);
  },
  true,
);

// The landing and the sign-in page (`data-boot="interaction"`, ADR 060 and 061) are read before
// anything on them needs the app: the landing's links are links, its questions the browser's own
// disclosures; the sign-in form is typed into as it is (what is typed stays through the app's
// start), and what is sent or tapped early waits (above). A visitor who is not signed in gets the
// app once they do something (a tap, a key, a scroll, the mouse moving, a field filled in); until
// then the phone's main thread stays free for reading and scrolling. This file does the little the
// pages need before that: the end of the splash (and, as on every page, the theme and its toggle).
// The server marks the page when it offers Google sign-in, and the stylesheet shows that button
// (ADR 061). A signed-in visitor is sent on to the app, so it starts at once. So is a visitor the
// app would start in another language: the markup is English (ADR 069), and the app renders the
// page in theirs.
const onInteraction =
  script?.dataset.boot === 'interaction' &&
  readString(STORAGE_KEYS.token) === null &&
  startingLocale() === 'en';

if (onInteraction) {
  const events = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'wheel',
    'scroll',
    'input',
  ];
  const go = () => {
    for (const type of events) removeEventListener(type, go, true);
    startOnce();
  };
  for (const type of events) addEventListener(type, go, { capture: true, passive: true });
  endSplash();
} else if (document.visibilityState === 'hidden') {
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
if (!onInteraction) {
  // A tab hidden before its first paint, or one that never reports it.
  setTimeout(startOnce, 3_000);
}

/**
 * The stored theme or the device's, by the app's rule (lib/boot-shared.ts; a visitor in dark no
 * longer sees the page light until the app has loaded), until the app runs: it marks
 * `<html data-theme>` and from then on the theme is its own. A tap on the theme toggle
 * (`data-theme-toggle`: its icon follows the `dark` class, its name is set here from the two the
 * markup carries) stores the other theme as the app's toggle does.
 */
function followTheme() {
  const appOwnsTheme = () => root.dataset.theme !== undefined;
  const device = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  const apply = (dark: boolean) => {
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    for (const toggle of document.querySelectorAll('[data-theme-toggle]')) {
      // The page's own words for it, in the page's language (theme-toggle-button.tsx).
      const label = toggle.getAttribute(dark ? 'data-label-light' : 'data-label-dark');
      if (!label) continue;
      toggle.setAttribute('aria-label', label);
      toggle.setAttribute('title', label);
    }
  };
  const applyStored = () => {
    if (appOwnsTheme()) return;
    apply(resolveTheme(readThemePreference()) === 'dark');
  };
  applyStored();
  device?.addEventListener('change', applyStored);
  return {
    /** The toggle's tap, while the theme is this file's; false once it is the app's. */
    toggle(): boolean {
      if (appOwnsTheme()) return false;
      const dark = !root.classList.contains('dark');
      storeThemePreference(dark ? 'dark' : 'light');
      apply(dark);
      return true;
    },
  };
}

/**
 * The splash's end by the app's timing (lib/boot-shared.ts: the minimum on the first load of a
 * visit, at once on the next), without waiting for the app: the page under it is complete.
 */
function endSplash() {
  const splash = document.getElementById('splash');
  if (!splash) return;
  const minimum = splashNotSeen() ? SPLASH_MIN_MS : 0;
  setTimeout(
    () => {
      // Marked only now: an app started by a tap before this keeps the same minimum.
      markSplashSeen();
      hideSplash(splash);
    },
    Math.max(0, minimum - performance.now()),
  );
}
