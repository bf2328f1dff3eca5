import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers over 1 KiB (JSON lists, the shop's HTML) with brotli or gzip, as the client
 * accepts. Built files are compressed once at build time (apps/web/scripts/precompress.mjs) and
 * served as they are, so they never pass through here twice. Streams of server-sent events are
 * left alone (compressing would hold events back), and compressed request bodies are refused as
 * before: decompressing what a client sends is a zip bomb waiting to happen.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    customTypes:
      /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)(?:;|$)/,
  });
});
