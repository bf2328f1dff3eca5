import { existsSync, mkdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shopPageHead } from '#src/modules/shop/shop-preview.ts';
import { DEFAULT_WEB_DIST } from '#src/paths.ts';

/**
 * Serves uploads under /uploads/ and the built SPA with a history fallback: any GET that is not
 * /api, /ws or /uploads and has no file answers index.html, so deep links work.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const uploads = path.join(app.deps.config.DATA_DIR, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
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
      const origin = app.deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const head = await shopPageHead(app.deps, decodeSegment(shop[1]!), origin.replace(/\/$/, ''));
      if (head) {
        const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withHead(html, head));
      }
    }
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', webDist, { cacheControl: false });
  });
});

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

/**
 * The shell with a page's own title, description and Open Graph tags (link previews): the
 * shell's generic title and description are replaced, everything else stays.
 */
function withHead(html: string, head: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}
