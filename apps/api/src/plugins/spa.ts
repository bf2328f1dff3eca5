import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isImageWidth } from '@app/contracts/image-sizes';
import type { Language } from '@app/contracts/languages';
import {
  escapeMarkup,
  shopPageExtras,
  type ShopPageExtras,
} from '#src/modules/shop/shop-preview.ts';
import { languageFromAcceptLanguage } from '#src/platform/i18n/accept-language.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import { DEFAULT_WEB_DIST } from '#src/paths.ts';
import { fileStore, imageVariant, isStoredName } from '#src/platform/storage.ts';
import { markedPages } from './marked-pages.ts';

/**
 * Serves uploads under /uploads/ and the built SPA with a history fallback: any GET that is not
 * /api, /ws or /uploads and has no file answers index.html, so deep links work.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  // Uploads come from the one file store (disk or S3), so any instance serves any file (ADR 021).
  // Names are random and never reused: the answer is cached for a week and never revalidated.
  app.get('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!isStoredName(name)) return reply.callNotFound();
    const headers = {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=604800, immutable',
      'x-content-type-options': 'nosniff',
    };
    // ?w=320|640|960: the picture resized for a phone's tile or banner (platform/storage.ts).
    const { w } = request.query as { w?: string };
    if (w !== undefined) {
      const width = Number(w);
      if (!isImageWidth(width)) return reply.callNotFound();
      const bytes = await imageVariant(app.deps, name, width);
      if (!bytes) return reply.callNotFound();
      return reply.headers(headers).send(bytes);
    }
    const file = await fileStore(app.deps).get(name);
    if (!file) return reply.callNotFound();
    reply.headers(headers);
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });

  const webDist = app.deps.config.WEB_DIST ?? DEFAULT_WEB_DIST;
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
    return;
  }
  // Files are looked up per request (not registered at start-up), so a rebuilt web app is served
  // without a restart and a deploy never answers a new chunk with a stale route table.
  // preCompressed: the .br/.gz beside each built file is sent when the client accepts it.
  await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });

  /**
   * An HTML page of the app, never cached. Where the server offers Google sign-in, `<html>` says
   * so (`data-google-sign-in`): the stylesheet then shows the 'Continue with Google' button that
   * every sign-in page carries, from the first paint of a prerendered page, before the app has
   * run or asked for /auth/config (ADR 061). Without Google the built file and its build-time
   * brotli and gzip are sent as they are.
   */
  const marked = app.deps.config.GOOGLE_CLIENT_ID
    ? markedPages(webDist, 'data-google-sign-in')
    : null;
  // The pages a first visit asks for, compressed before the first visitor waits on them.
  for (const page of ['pages/index.html', 'pages/login.html']) void marked?.(page).catch(() => {});
  async function sendAppPage(request: FastifyRequest, reply: FastifyReply, file: string) {
    reply.header('cache-control', 'no-cache');
    if (!marked) return reply.sendFile(file, webDist, { cacheControl: false });
    const page = await marked(file);
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(page.identity);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      pathname.startsWith('/api/') ||
      pathname.startsWith('/uploads/') ||
      pathname.startsWith('/ws')
    ) {
      return reply.callNotFound();
    }
    const file = builtFile(webDist, pathname);
    // The service worker precaches /index.html as this sends it: marked like a navigation's.
    if (file && isAppPage(file)) return sendAppPage(request, reply, file);
    if (file) {
      // Hashed assets never change; the shell, manifest and service worker are always revalidated.
      const hashed = file.startsWith(`assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(file, webDist, { cacheControl: false });
    }
    // A missing hashed asset is a 404, never the HTML shell (the client reloads on a stale chunk).
    if (pathname.startsWith('/assets/')) return reply.callNotFound();
    const shop = /^\/shop\/([^/]+)\/?$/.exec(pathname);
    if (shop) {
      // The shop's own light page (no app shell) when the build has it (ADR 032).
      const page = existsSync(path.join(webDist, SHOP_PAGE)) ? SHOP_PAGE : 'index.html';
      const origin = app.deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const extras = await shopPageExtras(
        app.deps,
        decodeSegment(shop[1]!),
        origin.replace(/\/$/, ''),
      );
      if (extras) {
        const html = await readFile(path.join(webDist, page), 'utf8');
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withShop(html, extras));
      }
      // No shop to show (an unknown or hidden one): the page says so in the visitor's language.
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      const html = await readFile(path.join(webDist, page), 'utf8');
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(withShopLanguage(html, language, genericShopHead(language)));
    }
    return sendAppPage(request, reply, routePage(webDist, pathname));
  });
});

/** The app's HTML pages (index.html, pages/*.html), not the shop's own page. */
function isAppPage(file: string): boolean {
  return file.endsWith('.html') && file !== SHOP_PAGE;
}

/**
 * The app's HTML for a navigation: dist/pages/<first segment>.html when the build wrote one for
 * that screen (the same shell, with its route's chunks preloaded: apps/web/scripts/route-pages.mjs,
 * ADR 038), else index.html. Only for a path of one or two segments, as the app's screens are
 * (/, /login, /sales/{businessId}).
 */
function routePage(root: string, pathname: string): string {
  const match = /^\/([a-z-]*)(?:\/[^/]+)?\/?$/.exec(pathname);
  if (!match) return 'index.html';
  const page = `pages/${match[1] || 'index'}.html`;
  return existsSync(path.join(root, page)) ? page : 'index.html';
}

/** The built file a URL path names, relative to the dist folder, or null (no traversal out). */
function builtFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const full = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return statSync(full).isFile() ? path.relative(root, full) : null;
  } catch {
    return null;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The public shop's light page, a second input of the web build (apps/web/shop.html). */
const SHOP_PAGE = 'shop.html';

/**
 * The page with the shop's own title, description and Open Graph tags (link previews) in place
 * of the generic ones, and the shop's catalogue as JSON before the scripts that render it.
 */
function withShop(html: string, { language, head, data }: ShopPageExtras): string {
  const script = `<script id="shop-data" type="application/json">${data}</script>`;
  return withShopLanguage(html, language, head).replace('<body>', () => `<body>\n    ${script}`);
}

/** The page's `<html lang>`, and its title and description (in `head`) in place of the built ones. */
function withShopLanguage(html: string, language: string, head: string): string {
  return html
    .replace(/<html\b[^>]*>/, (tag) =>
      /\slang="[^"]*"/.test(tag)
        ? tag.replace(/\slang="[^"]*"/, ` lang="${language}"`)
        : tag.replace('<html', `<html lang="${language}"`),
    )
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${head}\n  </head>`);
}

/** The built page's own title and description (apps/web/shop.html), in `language`. */
function genericShopHead(language: Language): string {
  const title = escapeMarkup(translate(language, 'shop.page.title'));
  const description = escapeMarkup(translate(language, 'shop.page.description'));
  return `<title>${title}</title>\n    <meta name="description" content="${description}">`;
}
