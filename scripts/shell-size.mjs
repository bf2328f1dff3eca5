#!/usr/bin/env node
/**
 * The shell's JavaScript budget (ADR 023): what `/` makes a phone download before the app shell
 * runs, i.e. the entry script of apps/web/dist/index.html, every module it preloads and the
 * router chunk it always imports (ADR 046), measured as sent (brotli, as the server serves it by content negotiation). Fails above the budget.
 *
 *   npm run build && node scripts/shell-size.mjs
 *   SHELL_BUDGET_KIB=100 SHELL_SIZE_VERBOSE=1 node scripts/shell-size.mjs   # one line per file
 *
 * Also checks that the service worker precaches the shell and the POS (index.html, those scripts,
 * and every chunk the sell screen's route statically imports), so a second visit, or a till
 * offline, starts from the cache.
 *
 * Run by `npm run test:e2e` right after its build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const DIST =
  process.env.SHELL_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
// ADR 023's 100 KiB (back from 101 with ADR 082's amendment: what no first screen shows left it).
const BUDGET_KIB = Number(process.env.SHELL_BUDGET_KIB ?? 100);
const VERBOSE = Boolean(process.env.SHELL_SIZE_VERBOSE);

const indexFile = path.join(DIST, 'index.html');
if (!existsSync(indexFile)) {
  console.error('apps/web/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');

/** Every script the page runs or preloads before its first render, in document order. */
const scripts = [
  ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
].map((match) => match[1]);
if (scripts.length === 0) {
  console.error('dist/index.html names no script: the build changed shape, fix this check.');
  process.exit(1);
}

/**
 * main.tsx imports the router (React Router and the route table) dynamically, in a task of its
 * own (ADR 046), but always and before anything renders: it and the chunks it statically imports
 * are part of the shell too.
 */
const entry = scripts[0].replace(/^\//, '');
const routerImport = readFileSync(path.join(DIST, entry), 'utf8').match(
  /import\(\s*["'`]\.\/(router-[^"'`]+\.js)["'`]\s*\)/,
);
if (!routerImport) {
  console.error(
    `${entry} does not import the router chunk: the build changed shape, fix this check.`,
  );
  process.exit(1);
}
for (const file of withStaticImports(routerImport[1])) scripts.push(`/assets/${file}`);

/** Bytes as sent: the precompressed .br beside the file when there is one, else brotli now. */
function brotliBytes(file) {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  return Math.min(br.length, data.length);
}

let raw = 0;
let sent = 0;
for (const src of new Set(scripts)) {
  const file = path.join(DIST, src.replace(/^\//, ''));
  if (!existsSync(file)) {
    console.error(`dist/index.html names ${src}, which the build did not write.`);
    process.exit(1);
  }
  const size = readFileSync(file).length;
  const br = brotliBytes(file);
  raw += size;
  sent += br;
  if (VERBOSE) console.log(`  ${src.padEnd(48)} ${(br / 1024).toFixed(1).padStart(6)} KiB br`);
}

// -------------------------------------------------------------------------------------------
// The service worker's precache: the shell and the POS route with its static imports.

const swFile = path.join(DIST, 'sw.js');
const precached = new Set(
  existsSync(swFile)
    ? [...readFileSync(swFile, 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1])
    : [],
);
/** A chunk and every chunk it statically imports (`from"./x.js"`, `import"./x.js"`). */
function withStaticImports(file, found = new Set()) {
  if (found.has(file)) return found;
  found.add(file);
  const code = readFileSync(path.join(DIST, 'assets', file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) {
    withStaticImports(match[1], found);
  }
  return found;
}
const posRoute = readdirSync(path.join(DIST, 'assets')).find(
  (file) => file.startsWith('sales-route-') && file.endsWith('.js'),
);
const mustBeCached = [
  'index.html',
  ...[...new Set(scripts)].map((src) => src.replace(/^\//, '')),
  ...(posRoute ? [...withStaticImports(posRoute)].map((file) => `assets/${file}`) : []),
];
const missing = mustBeCached.filter((file) => !precached.has(file));
if (!posRoute) console.error('no sales-route chunk in the build: the POS check needs updating.');
if (missing.length > 0 || !posRoute) {
  console.error(`not precached by the service worker: ${missing.join(', ') || 'the POS'}`);
  process.exitCode = 1;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const over = sent > BUDGET_KIB * 1024;
console.log(
  `shell JavaScript: ${kib(sent)} KiB brotli (${kib(raw)} KiB raw) in ${new Set(scripts).size} files, budget ${BUDGET_KIB} KiB${over ? ': OVER BUDGET' : ''}`,
);
console.log(
  `service worker precache: the shell and the POS (${mustBeCached.length} files) ${missing.length === 0 && posRoute ? 'all precached' : 'INCOMPLETE'}`,
);
if (over) process.exitCode = 1;
