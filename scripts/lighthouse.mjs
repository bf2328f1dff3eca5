#!/usr/bin/env node
/**
 * Lighthouse (default mobile: Slow 4G, 4x CPU), cold loads, on the pages ADR 023 and ADR 032
 * set goals for: the landing page, the login page, the POS of a signed-in owner (/sales/{id})
 * a public shop of 200 products with photos and the public receipt check. Goals: performance >= 90
 * everywhere, LCP <= 2.5 s on landing, login and POS, accessibility >= 95 on the shop.
 *
 * Starts the compiled server (`npm run build` first) on its own port with a fresh PGlite data
 * directory, signs an owner up through the API (the verification code is read from the email the
 * server logs when no SMTP is configured), creates a business with a logo, a banner, categories
 * and products with images, publishes the shop, then runs Lighthouse RUNS times per page in
 * Debian's Chromium (a fresh profile each run: nothing cached, no service worker) and prints the
 * median of each score and metric. The POS is audited signed in: the owner's token and user are
 * put in the browser's localStorage, where the app keeps its session, before the audit. The
 * receipt check (SPEC's public /verify-receipt) is audited on a sale of three products, its code
 * in the address as the receipt's QR code puts it, so the page shows the verified receipt.
 *
 *   npm run lighthouse                      # every page
 *   npm run lighthouse -- landing login     # some of them (landing, login, pos, shop, receipt)
 *   npm run lighthouse:shop                 # the shop only
 *   LIGHTHOUSE_PORT=4740 LIGHTHOUSE_RUNS=3 CHROME_PATH=/usr/bin/chromium npm run lighthouse
 *   LIGHTHOUSE_ITEMS=40 npm run lighthouse  # fewer products (200 by default)
 *   LIGHTHOUSE_REPORT=/tmp/lh npm run lighthouse   # also writes each run's report (HTML, JSON) and trace there
 *   LIGHTHOUSE_SCREENSHOTS=/tmp/shots npm run lighthouse   # and each page at 390x844, light and dark
 *   WEB_DIST=/tmp/other-build npm run lighthouse   # another build of apps/web (before/after)
 *   LIGHTHOUSE_CPU_SLOWDOWN=1 npm run lighthouse   # the network part only (see CPU_SLOWDOWN)
 *   LIGHTHOUSE_PROFILE=/tmp/prof npm run lighthouse   # and a CPU profile and trace of one cold load,
 *                                           # its long tasks named (see profile)
 *   LIGHTHOUSE_H2=1 npm run lighthouse      # over HTTPS and HTTP/2, as deployed (see H2)
 *
 * Not part of `npm test`: a run takes a few minutes on two cores.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4740);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ITEMS = Number(process.env.LIGHTHOUSE_ITEMS ?? 200);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT;
/**
 * The simulated phone's CPU slowdown (Lighthouse's mobile default is 4). Lantern multiplies the
 * main thread's observed task times by it, so on a shared, loaded machine the scores measure the
 * load; 1 leaves the network part of the simulation (round trips, bytes, the order of requests),
 * for comparing two builds where only that part changed. The goals are for the default.
 */
const CPU_SLOWDOWN = Number(
  process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
);
const SCREENSHOT_DIR = process.env.LIGHTHOUSE_SCREENSHOTS;
const PROFILE_DIR = process.env.LIGHTHOUSE_PROFILE;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/**
 * The pages are audited over HTTPS and HTTP/2 through a local proxy (PORT + 1) when set: what a
 * browser gets from a deployment, where TLS ends at a balancer that speaks HTTP/2
 * (docs/operations.md); a service worker needs HTTPS anyway. Lantern models an HTTP/1.1 origin
 * as six connections that pay a round trip per request, an HTTP/2 one as one connection that
 * streams them all, so the POS's ~45 first-screen requests cost much less of its simulated FCP
 * and LCP. The goals are for the default (the server as it listens, plain HTTP/1.1).
 */
const H2 = process.env.LIGHTHOUSE_H2 === '1';
const AUDIT_ORIGIN = H2 ? `https://127.0.0.1:${PORT + 1}` : ORIGIN;
const CATEGORIES = ['Drinks', 'Snacks', 'Meals', 'Bakery', 'Groceries', 'Household'];
const PAGES = ['landing', 'login', 'pos', 'shop', 'receipt'];
/** Score goals per page; LCP goal in ms. */
const GOALS = {
  landing: { performance: 90, lcp: 2500 },
  login: { performance: 90, lcp: 2500 },
  pos: { performance: 90, lcp: 2500 },
  shop: { performance: 90, accessibility: 95 },
  receipt: { performance: 90 },
};
const chosen = process.argv.slice(2);
for (const name of chosen) {
  if (!PAGES.includes(name)) {
    console.error(`unknown page ${name}: choose among ${PAGES.join(', ')}`);
    process.exit(1);
  }
}
const pages = chosen.length > 0 ? chosen : PAGES;

const WEB_DIST = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
for (const built of [
  path.join(ROOT, 'apps/api/dist/server.js'),
  path.join(WEB_DIST, 'index.html'),
]) {
  if (!existsSync(built)) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// The server, as production runs it, with the lines it logs kept for the verification email.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-lighthouse-'));
const logLines = [];
const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: path.join(ROOT, 'apps/api'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'info',
    WEB_DIST,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let pending = '';
server.stdout.on('data', (chunk) => {
  const lines = (pending + chunk.toString()).split('\n');
  pending = lines.pop() ?? '';
  logLines.push(...lines);
});
const exited = new Promise((resolve) => server.once('exit', resolve));

/**
 * The HTTP/2 proxy of H2, with a throwaway self-signed certificate (openssl; Chromium is told to
 * accept it). HTTP/1.1 upgrades (the live-updates websocket) are passed through as bytes.
 */
async function startH2Proxy() {
  const key = path.join(dataDir, 'proxy-key.pem');
  const cert = path.join(dataDir, 'proxy-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ].concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);
  const forward = (headers) =>
    Object.fromEntries(
      Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)),
    );
  const proxy = http2.createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      const upstream = http.request(
        { host: '127.0.0.1', port: PORT, method: req.method, path: req.url },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, forward(answer.headers));
          answer.pipe(res);
        },
      );
      for (const [name, value] of Object.entries(forward(req.headers))) {
        upstream.setHeader(name, value);
      }
      upstream.on('error', () => res.headersSent || res.writeHead(502).end());
      req.pipe(upstream);
    },
  );
  proxy.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(PORT, '127.0.0.1', () => {
      const lines = Object.entries(req.headers).map(([name, value]) => `${name}: ${value}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise((resolve) => proxy.listen(PORT + 1, '127.0.0.1', resolve));
  return proxy;
}

async function stopServer() {
  if (server.exitCode === null) server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealth() {
  for (let waited = 0; waited < 120_000; waited += 300) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not healthy at ${ORIGIN}`);
}

// ---------------------------------------------------------------------------------------------
// The API calls that build the shop.

let token = '';

async function call(method, url, body, want = [200, 201]) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${ORIGIN}/api${url}`, { method, headers, body: payload });
  const text = await res.text();
  if (!want.includes(res.status)) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

async function verificationCode(email) {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const line = logLines.findLast((l) => l.includes(email) && l.includes('email'));
    const code = line && /\b(\d{6})\b/.exec(line)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no verification email was logged within 15 s');
}

/** A photo-like picture: a gradient, soft shapes and grain, so it weighs what a photo weighs. */
async function picture(seed, width, height) {
  const hue = (seed * 47) % 360;
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = ((seed * 97 + i * 131) % 100) / 100;
    const y = ((seed * 53 + i * 71) % 100) / 100;
    const r = 0.12 + ((seed + i * 17) % 20) / 100;
    return `<circle cx="${x * width}" cy="${y * height}" r="${r * Math.min(width, height)}" fill="hsl(${(hue + i * 40) % 360},65%,${45 + i * 5}%)" fill-opacity="0.75"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,85%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

function imageForm(field, bytes) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'image/jpeg' }), `${field}.jpg`);
  return form;
}

/** An owner (signed up and verified) with a business: what the POS and the shop need. */
async function seedOwner() {
  const name = `lh_${Date.now().toString(36)}`;
  const email = `${name}@example.com`;
  const registered = await call('POST', '/auth/register', {
    username: name,
    email,
    password: 'Lighthouse-2026!',
  });
  token = registered.access_token;
  const verified = await call('POST', '/auth/verify-email', {
    user_id: registered.user.id,
    verification_code: await verificationCode(email),
  });
  token = verified.access_token;
  return { token, user: (await call('GET', '/auth/check')).user };
}

/** The business with `count` products with images, as the POS and shop show it. */
async function seedBusiness(count) {
  const { business } = await call('POST', '/businesses', {
    name: 'Mama Titi Kitchen & Store',
    description:
      'Home-cooked meals, fresh bakery and everyday groceries in Yaba. Order before noon for same-day delivery.',
    country: 'NG',
    currency: 'NGN',
    address: '12 Herbert Macaulay Way, Yaba, Lagos',
    settings: { timezone: 'Africa/Lagos' },
  });
  const api = `/businesses/${business.id}`;
  await call('PUT', `${api}/logo`, imageForm('logo', await picture(999, 512, 512)));
  await call(
    'PUT',
    `${api}/shop-settings/banner`,
    imageForm('banner', await picture(998, 1600, 600)),
  );

  const categoryIds = [];
  for (const category of CATEGORIES) {
    categoryIds.push((await call('POST', `${api}/categories`, { name: category })).category.id);
  }
  for (let i = 0; i < count; i += 1) {
    const { item } = await call('POST', `${api}/inventory`, {
      name: `${CATEGORIES[i % CATEGORIES.length]} special no. ${i + 1}`,
      description: `Freshly prepared every morning. Item ${i + 1} of our menu, packed to travel.`,
      price: 500 + ((i * 137) % 9500),
      cost: 300,
      stock: i % 23 === 0 ? 0 : 5 + (i % 40),
      categoryId: categoryIds[i % categoryIds.length],
      settings: { featured: i < 6 },
    });
    await call(
      'PUT',
      `${api}/inventory/${item.id}/image`,
      imageForm('image', await picture(i, 1024, 1024)),
    );
    if ((i + 1) % 50 === 0) console.log(`  ${i + 1} products with images`);
  }
  return business;
}

/** A cash sale of three of the business's products: its receipt code, as the printed QR holds it. */
async function seedReceipt(business) {
  const api = `/businesses/${business.id}`;
  const { items } = await call('GET', `${api}/inventory?limit=20`);
  const lines = items.filter((item) => item.stock >= 3).slice(0, 3);
  if (lines.length < 3)
    throw new Error(`the business has ${lines.length} products in stock, not 3`);
  const { sale } = await call('POST', `${api}/sales`, {
    paymentMethod: 'cash',
    items: lines.map((item, i) => ({ productId: item.id, quantity: i + 1 })),
  });
  const check = await call('GET', `/receipts/${encodeURIComponent(sale.receiptCode)}`);
  if (!check.valid) throw new Error("the sale's receipt code does not verify");
  return sale.receiptCode;
}

async function publishShop(business) {
  const api = `/businesses/${business.id}`;

  await call('PUT', `${api}/shop-settings`, {
    deliveryNote: 'Delivery across Lagos mainland within 3 hours',
    openingHours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:00', closes: '20:00' })),
  });
  await call('PUT', api, { socials: { whatsapp: '+234 803 123 4567' }, shopPublished: true });
  const shop = await call('GET', `/shop/${business.id}`);
  if (shop.shop.items.length !== ITEMS) {
    throw new Error(`the shop shows ${shop.shop.items.length} products, not ${ITEMS}`);
  }
  return shop.shop.slug;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index',
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
if (H2) CHROME_FLAGS.push('--ignore-certificate-errors');

/**
 * Puts the signed-in session where the app keeps it (localStorage: token, user) in a fresh
 * profile, from /robots.txt so that no app asset is cached and no service worker registers.
 */
async function signIn(port, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${AUDIT_ORIGIN}/robots.txt`);
    await page.evaluate(({ token: t, user }) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function audit(name, url, run, session) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session) await signIn(chrome.port, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Signed in: keep the localStorage set above (the profile is new, so the cache is empty).
      disableStorageReset: Boolean(session),
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (session && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${name}: the page went to ${result.lhr.finalDisplayedUrl}, not ${url}`);
    }
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(path.join(REPORT_DIR, `${name}-${run}.html`), result.report);
      writeFileSync(path.join(REPORT_DIR, `${name}-${run}.json`), JSON.stringify(result.lhr));
      // The page's trace, for a look at the main thread's tasks (what the score simulates from).
      writeFileSync(
        path.join(REPORT_DIR, `${name}-${run}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** A page on a phone, light and dark, for a person to look at (playwright-core). */
async function screenshots(name, url, session) {
  const { chromium } = await import('playwright-core');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        colorScheme,
      });
      if (session) {
        await context.addInitScript(({ token: t, user }) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', JSON.stringify(user));
        }, session);
      }
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // The app's splash leaves once the first screen is ready; then its data settles.
      await page.waitForSelector('#splash', { state: 'detached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-390-${colorScheme}.png`) });
      await page.mouse.wheel(0, 1400);
      await page.waitForTimeout(800);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}-390-${colorScheme}-scrolled.png`),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * Runs in the page before its scripts: React reports each commit to the hook React DevTools
 * installs, so a stand-in records when each commit happened, how many components rendered in it
 * and the topmost ones (where the renders started; names are minified unless the build is not).
 */
function recordReactCommits() {
  const commits = [];
  let previous = new WeakSet();
  globalThis.__commits = commits;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_rendererId, root) => {
      const current = new WeakSet();
      const starts = new Set();
      let rendered = 0;
      // [fiber, whether the nearest component above it rendered in this commit]
      const stack = [[root.current, false]];
      while (stack.length > 0) {
        const [fiber, aboveRendered] = stack.pop();
        current.add(fiber);
        // PerformedWork (flag 1), on a fiber object this commit made: a subtree React skipped
        // keeps its fibers, with the flags of the render that made them.
        const didRender = (fiber.flags & 1) !== 0 && !previous.has(fiber);
        const type = fiber.type;
        // Function and class components, forwardRef and memo (not context providers, which
        // render nothing of their own).
        const isComponent =
          typeof type === 'function' ||
          typeof type?.render === 'function' ||
          typeof type?.type === 'function';
        if (didRender) rendered += 1;
        if (didRender && isComponent && !aboveRendered) {
          starts.add(type.displayName || type.name || type.type?.name || type.render?.name || '?');
        }
        if (fiber.child) stack.push([fiber.child, isComponent ? didRender : aboveRendered]);
        if (fiber.sibling) stack.push([fiber.sibling, aboveRendered]);
      }
      previous = current;
      const where = [...starts].slice(0, 6).join(' ');
      commits.push(`${Math.round(performance.now())}: ${rendered} ${where}`);
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
}

/**
 * One cold load (fresh profile, CPU throttled like the audit's phone) under V8's sampling
 * profiler and a trace: saves `<name>.cpuprofile` and `<name>.trace.json` (DevTools opens both)
 * and prints where the main thread's time went until the load settled, by script and by function
 * (self time), React's commits, and each long task with the code inside it. Lighthouse's trace
 * names only tasks; this names the code inside them.
 */
async function profile(name, url, session) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session) await signIn(chrome.port, session);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    // A page that fails while loading is not worth profiling: say so.
    page.on('pageerror', (error) => console.log(`  ${name}: page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`  ${name}: console error: ${message.text()}`);
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.evaluateOnNewDocument(recordReactCommits);
    await page.tracing.start({
      categories: [
        'toplevel',
        'disabled-by-default-devtools.timeline',
        'devtools.timeline',
        'loading',
      ],
    });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    await new Promise((r) => setTimeout(r, 1000));
    const { profile: cpu } = await cdp.send('Profiler.stop');
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    writeFileSync(path.join(PROFILE_DIR, `${name}.trace.json`), JSON.stringify(trace));
    const commits = await page.evaluate(() => globalThis.__commits);
    console.log(
      `  ${name}: ${commits.length} React commits (ms after navigation: components rendered, where the renders started):\n    ${commits.join('\n    ')}`,
    );
    writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(cpu));
    await browser.disconnect();

    const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
    const self = new Map();
    cpu.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (cpu.timeDeltas[i] ?? 0)));
    const byScript = new Map();
    const byFunction = new Map();
    for (const [id, micros] of self) {
      const { callFrame: f } = byId.get(id);
      if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
      const script = f.url.replace(AUDIT_ORIGIN, '') || f.functionName;
      byScript.set(script, (byScript.get(script) ?? 0) + micros);
      const fn = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    }
    const top = (map, n) =>
      largest(map, n)
        .map(([key, micros]) => `    ${String(Math.round(micros / 1000)).padStart(6)} ms  ${key}`)
        .join('\n');
    console.log(
      `  ${name} CPU profile (${CPU_SLOWDOWN}x), self time by script:\n${top(byScript, 15)}`,
    );
    console.log(`  by function:\n${top(byFunction, 25)}`);
    console.log(`  long tasks after the first contentful paint:\n${longTasks(trace, cpu)}`);
  } finally {
    await chrome.kill();
  }
}

/** The n entries of a map of microseconds with the most time. */
const largest = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

/** Frames that say nothing of what a task did: the scheduler, React's work loop, the runtime. */
const GENERIC_FRAME =
  /^(\(anonymous\)|\(program\)|\(garbage collector\)|performWork\w*|workLoop\w*|renderRoot\w*|flush\w*|commitRoot\w*|completeRoot\w*|processRootSchedule\w*|performUnitOfWork|beginWork|renderWithHooks|update\w*Component|recursivelyTraverse\w*|commit\w*OnFiber|commitHookEffectListMount|__esmMin|runMicrotasks)$/;

/**
 * The main thread's long tasks after the first contentful paint (over 50 ms at the profile's CPU
 * slowdown: what total blocking time counts, `duration - 50` each), each with the code the
 * profiler sampled inside it: the functions with most self time, and the most inclusive
 * frames that name something (a module's init_ wrapper, a component, a hook) rather than the
 * scheduler. Trace and profile share Chromium's monotonic clock.
 */
function longTasks(trace, cpu) {
  const events = trace.traceEvents;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return '    (no first contentful paint in the trace)';
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.pid === fcp.pid &&
      e.tid === fcp.tid &&
      e.ts >= fcp.ts &&
      e.dur >= 50_000,
  );
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of cpu.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const samples = [];
  let time = cpu.startTime;
  cpu.samples.forEach((id, i) => {
    time += cpu.timeDeltas[i];
    samples.push({ id, time, micros: cpu.timeDeltas[i + 1] ?? 0 });
  });
  const label = (f) =>
    `${f.functionName || '(anonymous)'} ${f.url.replace(AUDIT_ORIGIN, '')}:${f.lineNumber + 1}`;
  const lines = [];
  let blocking = 0;
  for (const task of tasks) {
    blocking += task.dur / 1000 - 50;
    const self = new Map();
    const inclusive = new Map();
    for (const s of samples) {
      if (s.time < task.ts || s.time > task.ts + task.dur) continue;
      const frame = byId.get(s.id).callFrame;
      if (frame.functionName === '(idle)') continue;
      self.set(label(frame), (self.get(label(frame)) ?? 0) + s.micros);
      const seen = new Set();
      for (let id = s.id; id !== undefined; id = parent.get(id)) {
        const f = byId.get(id).callFrame;
        if (GENERIC_FRAME.test(f.functionName || '(anonymous)') || !f.url) continue;
        const key = label(f);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + s.micros);
      }
    }
    const top = (map, n) =>
      largest(map, n)
        .map(([key, micros]) => `${Math.round(micros / 1000)} ${key}`)
        .join(', ');
    lines.push(
      `    ${Math.round((task.ts - fcp.ts) / 1000)} ms after FCP, ${Math.round(task.dur / 1000)} ms`,
      `      self: ${top(self, 5)}`,
      `      in: ${top(inclusive, 8)}`,
    );
  }
  lines.push(`    blocking time of these tasks: ${Math.round(blocking)} ms`);
  return lines.join('\n');
}

/** Runs one page RUNS times, prints its medians; true when it meets its goals. */
async function measure(name, url, session) {
  const reports = [];
  // A run Lighthouse could not finish (no score, e.g. a trace it could not read on a loaded
  // machine) is reported and run again, up to RUNS more times, so a median is of real runs.
  for (let run = 1; reports.length < RUNS; run += 1) {
    if (run > RUNS * 2)
      throw new Error(`${name}: Lighthouse failed ${run - 1 - reports.length} runs`);
    const lhr = await audit(name, url, run, session);
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      console.log(
        `  ${name} run ${run}: no score (${lhr.runtimeError?.code ?? 'unknown'}), run again`,
      );
      continue;
    }
    reports.push(lhr);
    const scores = Object.entries(lhr.categories)
      .map(([id, c]) => `${id} ${Math.round(c.score * 100)}`)
      .join(', ');
    const lcp = Math.round(lhr.audits['largest-contentful-paint'].numericValue);
    console.log(`  ${name} run ${run}: ${scores}, LCP ${lcp} ms`);
  }

  const goals = GOALS[name];
  let met = true;
  const lines = [];
  for (const id of Object.keys(reports[0].categories)) {
    const score = median(reports.map((r) => Math.round(r.categories[id].score * 100)));
    const goal = goals[id];
    if (goal !== undefined && score < goal) met = false;
    lines.push(
      `  ${reports[0].categories[id].title.padEnd(16)} ${String(score).padStart(5)}${goal ? `  (goal >= ${goal})` : ''}`,
    );
  }
  for (const [id, label] of Object.entries(METRICS)) {
    const value = median(reports.map((r) => r.audits[id].numericValue));
    const shown = id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
    const goal = id === 'largest-contentful-paint' ? goals.lcp : undefined;
    if (goal !== undefined && value > goal) met = false;
    lines.push(`  ${label.padEnd(16)} ${shown.padStart(8)}${goal ? `  (goal <= ${goal} ms)` : ''}`);
  }
  const bytes = median(reports.map((r) => r.audits['total-byte-weight'].numericValue));
  lines.push(`  ${'Transferred'.padEnd(16)} ${`${Math.round(bytes / 1024)} KiB`.padStart(8)}`);
  // Lower on a loaded machine: the simulated phone's CPU time is scaled from this one's.
  const benchmark = median(reports.map((r) => r.environment.benchmarkIndex));
  lines.push(
    `  ${'CPU benchmark'.padEnd(16)} ${String(Math.round(benchmark)).padStart(8)} (this machine)`,
  );
  lines.push(
    `  ${'CPU slowdown'.padEnd(16)} ${`${CPU_SLOWDOWN}x`.padStart(8)}${CPU_SLOWDOWN === throttling.mobileSlow4G.cpuSlowdownMultiplier ? '' : ' (not the default: the goals do not apply)'}`,
  );
  const last = reports.at(-1);
  const failing = Object.values(last.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['metric', 'opportunity', 'binary', 'numeric'].includes(a.scoreDisplayMode) &&
        !Object.keys(METRICS).includes(a.id),
    )
    .map((a) => `    - ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  if (failing.length > 0) lines.push(`  Audits below 90 in the last run:\n${failing.join('\n')}`);
  return {
    met,
    summary: `${url}, Lighthouse ${reports[0].lighthouseVersion}, mobile${H2 ? ' over HTTP/2' : ''}, median of ${RUNS}:\n${lines.join('\n')}`,
  };
}

try {
  await waitForHealth();
  const needsBusiness = ['pos', 'shop', 'receipt'].some((name) => pages.includes(name));
  // The receipt alone needs three products in stock, not the shop's catalogue.
  const count = pages.includes('pos') || pages.includes('shop') ? ITEMS : 6;
  console.log(
    `Seeding an owner${needsBusiness ? ` and a business of ${count} products with images` : ''} on ${ORIGIN} ...`,
  );
  const session = needsBusiness ? await seedOwner() : null;
  const business = needsBusiness ? await seedBusiness(count) : null;
  const slug = pages.includes('shop') ? await publishShop(business) : null;
  const receiptCode = pages.includes('receipt') ? await seedReceipt(business) : null;

  const proxy = H2 ? await startH2Proxy() : null;
  const paths = {
    landing: { path: '/' },
    login: { path: '/login' },
    pos: { path: `/sales/${business?.id}`, session },
    shop: { path: `/shop/${encodeURIComponent(slug ?? '')}` },
    receipt: { path: `/verify-receipt?code=${encodeURIComponent(receiptCode ?? '')}` },
  };
  const summaries = [];
  let failed = false;
  for (const name of pages) {
    const { path: pagePath, session: signedIn } = paths[name];
    const url = `${AUDIT_ORIGIN}${pagePath}`;
    // One warm-up load: the server reads and renders what the page asks for once.
    await fetch(`${ORIGIN}${pagePath}`);
    if (PROFILE_DIR) await profile(name, url, signedIn);
    const { met, summary } = await measure(name, url, signedIn);
    if (!met) failed = true;
    summaries.push(`${name}${met ? '' : ' (BELOW GOAL)'}: ${summary}`);
    if (SCREENSHOT_DIR) await screenshots(name, url, signedIn);
  }
  console.log(`\n${summaries.join('\n\n')}`);
  process.exitCode = failed ? 1 : 0;
  proxy?.close();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopServer();
}
