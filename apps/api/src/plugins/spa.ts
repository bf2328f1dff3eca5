import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

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
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    setHeaders(res, filePath) {
      // Hashed assets never change; the shell and service worker must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/ws')) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
});
