// After `vite build`, before precompress: writes dist/pages/<route>.html, the app's index.html
// with <link rel="modulepreload"> for the chunks of the screen a phone asks for (ADR
// 038), and for the public pages their markup, rendered at build time, in #root. Without them the browser learns of the route's chunks only once the shell has run and the
// router has started loading them: one more round trip on a slow network before the first screen.
// The server (apps/api/src/plugins/spa.ts) sends dist/pages/<first path segment>.html for a
// navigation when it exists, index.html otherwise; the CSP forbids inline scripts, so links in
// the HTML are how the page can name them early. The prerendered pages go further (ADR 041): their
// stylesheet is inlined and their scripts are asked for by src/boot.ts after the first paint.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, createServer } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Another build's directory for profiling (`vite build --minify false --outDir ...`, ADR 053).
const DIST = process.env.ROUTE_PAGES_DIST ?? path.join(ROOT, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

/**
 * The screens phones open first, by the first segment of their path ('index' is `/`), with the
 * modules the router loads for them (src/app/routes.tsx: the layout, the page, a loader's code),
 * and what main.tsx imports for every first screen: the router with the route table (imported
 * dynamically, so evaluated in a task of its own: ADR 046) and the query provider.
 */
const PAGES = {
  index: {
    modules: ['src/app/layouts/public-layout.tsx', 'src/features/landing/landing-page.tsx'],
    prerender: '/',
    // Nothing on the landing needs the app before the visitor does something (ADR 060).
    boot: 'interaction',
  },
  login: {
    modules: ['src/app/layouts/public-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
    prerender: '/login',
    // Nor on the sign-in page before the visitor starts filling it in (ADR 061).
    boot: 'interaction',
  },
  // The receipt check a customer opens from a receipt's QR code (a phone's first visit, most
  // often): painted from the HTML, its chunks from the document on. The app starts at once:
  // the code in the address is checked without waiting for a touch.
  'verify-receipt': {
    modules: [
      'src/app/layouts/public-layout.tsx',
      'src/features/receipts/pages/verify-receipt-page.tsx',
    ],
    prerender: '/verify-receipt',
  },
  sales: {
    // The prices' currency sign (ADR 045): its 8 KB face is there by the grid's first layout,
    // which otherwise looks through the system's fonts for a fallback while the face loads.
    fonts: [/\/inter-currency-[^/]*\.woff2$/],
    modules: [
      'src/app/routes/business-shell.tsx',
      'src/app/routes/sales-route.tsx',
      'src/features/businesses/business-route-loader.ts',
      'src/features/sales/api/first-products.ts',
    ],
  },
};
const EVERY_PAGE = ['src/app/router.tsx', 'src/app/query-provider.tsx'];

/**
 * The markup of each path (src/prerender.tsx), rendered through Vite's SSR module loader in a
 * DOM made by jsdom: a first visit, logged out, light theme, as a phone's browser starts. Script
 * tags are refused: the CSP would block them, and the page must not depend on them.
 */
async function prerendered(paths) {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: 'http://localhost/',
  });
  // jsdom has no matchMedia: no media query matches (the phone-first layout is CSS anyway).
  dom.window.matchMedia = (query) => ({
    media: query,
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  });
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in globalThis) continue;
    Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true });
  }
  // Node's own navigator (no userAgent, no onLine) would shadow the browser's.
  Object.defineProperty(globalThis, 'navigator', {
    value: dom.window.navigator,
    configurable: true,
  });

  const vite = await createServer({
    root: ROOT,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
  });
  const result = new Map();
  try {
    const { prerender } = await vite.ssrLoadModule('/src/prerender.tsx');
    for (const pathname of paths) {
      const html = await prerender(pathname);
      if (/<script\b/i.test(html)) throw new Error(`${pathname}: the markup has a script tag`);
      result.set(pathname, html);
    }
  } finally {
    await vite.close();
  }
  return result;
}

if (!existsSync(MANIFEST)) {
  console.error(
    'dist/.vite/manifest.json is missing: build.manifest must be on in vite.config.ts.',
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const shell = readFileSync(path.join(DIST, 'index.html'), 'utf8');

/** What index.html already loads: no second link for it. */
const inShell = new Set(
  [...shell.matchAll(/\b(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]),
);

/**
 * A module that other chunks import too (sales-route.tsx: the receipt PDF imports from it) is
 * not an entry of the manifest but part of a shared chunk, which rolldown names after it.
 */
function sharedChunkOf(key) {
  const name = path.basename(key).replace(/\.[jt]sx?$/, '');
  const named = Object.entries(manifest).filter(([k, e]) => k.startsWith('_') && e.name === name);
  return named.length === 1 ? named[0][1] : undefined;
}

/** The module's chunk and every chunk it statically imports, in dependency order. */
function chunksOf(key, scripts = new Set(), styles = new Set()) {
  const entry = manifest[key] ?? sharedChunkOf(key);
  if (!entry) {
    console.error(`${key} is not in the build: update PAGES in scripts/route-pages.mjs.`);
    process.exit(1);
  }
  for (const imported of entry.imports ?? []) chunksOf(imported, scripts, styles);
  scripts.add(entry.file);
  for (const css of entry.css ?? []) styles.add(css);
  return { scripts, styles };
}

/**
 * The shell's stylesheets written into the page as <style> (the CSP allows inline styles, not
 * inline scripts): a prerendered page then paints from its first response, before any script
 * or stylesheet has been fetched, where a linked stylesheet is one more round trip on slow 4G
 * that every paint waits for (ADR 041). Only on prerendered pages: the app's later
 * screens are built by JavaScript, which arrives after the stylesheet anyway.
 */
function withInlineStyles(html) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (_, file) => {
    const css = readFileSync(path.join(DIST, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} closes a style element`);
    // The disabled link is neither fetched nor applied; it is there for Vite's preload helper,
    // which adds a stylesheet a lazy chunk imports unless a link to it is in the document: the
    // same CSS a second time, and the whole page styled and laid out again after hydration.
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/**
 * The latin Inter file the page's text is set in (its @font-face's unicode-range starts with
 * U+00-FF: fontsource's `latin` subset), preloaded and used from the first paint (the `inter`
 * class, src/lib/theme.ts): it is then there by the first layout, which sets the text once in
 * Inter instead of in the fallback and again when the font arrives.
 */
function withFontPreload(html) {
  const faces = [...html.matchAll(/@font-face\{[^}]*\}/g)].map(([face]) => face);
  const latin = faces.find(
    (face) => /\.woff2\)/.test(face) && /unicode-range:U\+(?:\?\?|0+-0*FF),/i.test(face),
  );
  const file = latin && /url\((\/assets\/[^)]+\.woff2)\)/.exec(latin)?.[1];
  if (!file) throw new Error('no latin Inter @font-face in the styles: update withFontPreload');
  if (!html.includes('<html lang="en">')) throw new Error('index.html: update withFontPreload');
  return html
    .replace('<html lang="en">', '<html lang="en" class="inter">')
    .replace('<style>', () => `${fontPreloadLink(file)}\n    <style>`);
}

const fontPreloadLink = (file) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`;

/** Preload links for the shell stylesheet's font files whose URL matches one of `patterns`. */
function fontPreloads(patterns) {
  const css = [...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)]
    .map(([, file]) => readFileSync(path.join(DIST, file), 'utf8'))
    .join('');
  const files = [...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map(([, file]) => file);
  return patterns.map((pattern) => {
    const file = files.find((f) => pattern.test(f));
    if (!file) throw new Error(`no font file matches ${pattern}: update PAGES' fonts`);
    return fontPreloadLink(file);
  });
}

/**
 * The app's scripts of a prerendered page, loaded after its first paint (src/boot.ts, ADR 041):
 * the entry and the modulepreload links become one small script that names them.
 */
function withBootEntry(html, boot) {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>\n?\s*/.exec(
    html,
  );
  if (!entry) throw new Error('index.html has no module entry script: update withBootEntry');
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g;
  const chunks = [entry[1], ...[...html.matchAll(preload)].map((match) => match[1])];
  const when = boot ? ` data-boot="${boot}"` : '';
  const script = `<script type="module" src="/${bootFile}" data-app="${entry[1]}" data-preload="${chunks.join(' ')}"${when}></script>\n    `;
  return withFontPreload(html.replace(entry[0], () => script).replace(preload, ''));
}

/**
 * src/boot.ts, bundled with what it imports of the app (lib/boot-shared.ts: storage keys, theme
 * rule, splash timing, nextTask) and minified on its own into a hashed asset. Not an input of the
 * app's build: that bundle would wrap it in its module runtime, which it would then import, one
 * more request before the app's are sent; so it must come out as one file importing nothing.
 */
async function writeBootFile() {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      // Its one dynamic import is the app's entry, by a name the page gives it: no preload helper.
      modulePreload: false,
      rollupOptions: {
        input: path.join(ROOT, 'src/boot.ts'),
        output: { format: 'es', codeSplitting: false },
      },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  if (chunks.length !== 1) throw new Error('src/boot.ts must bundle into one file');
  const { code } = chunks[0];
  if (/(^|[;}])\s*import\s*[{*\w"']/m.test(code) || /\bimport\s*\(\s*["']/.test(code)) {
    throw new Error('src/boot.ts bundled into a file that still imports a module');
  }
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/boot-${hash}.js`;
  writeFileSync(path.join(DIST, file), code);
  return file;
}

const bootFile = await writeBootFile();
const pagesDir = path.join(DIST, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir);
const markup = await prerendered(
  Object.values(PAGES)
    .map((page) => page.prerender)
    .filter(Boolean),
);
for (const [name, { modules, prerender, fonts = [], boot }] of Object.entries(PAGES)) {
  const scripts = new Set();
  const styles = new Set();
  for (const key of [...modules, ...EVERY_PAGE]) chunksOf(key, scripts, styles);
  const links = [
    ...fontPreloads(fonts),
    ...[...styles]
      .filter((f) => !inShell.has(f))
      .map((f) => `<link rel="stylesheet" href="/${f}">`),
    ...[...scripts]
      .filter((f) => !inShell.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  let html = shell.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
  if (prerender) {
    html = html.replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${prerender}">${markup.get(prerender)}</div>`,
    );
    html = withBootEntry(withInlineStyles(html), boot);
  }
  writeFileSync(path.join(pagesDir, `${name}.html`), html);
}
// The manifest is a build input of this script only, not something to serve.
rmSync(path.join(DIST, '.vite'), { recursive: true, force: true });
console.log(
  `route pages: ${Object.keys(PAGES).join(', ')} with their chunks preloaded, ${[...markup.keys()].join(', ')} prerendered`,
);
// The app's modules, loaded in this process to render, keep timers (the session's) running.
process.exit(0);
