/// <reference types="vitest/config" />
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) become message ids at build time (ADR 069).
 * Only files that import a macro go through Babel: the rest of the app keeps Vite's fast path.
 */
const linguiConfigPath = fileURLToPath(new URL('lingui.config.ts', import.meta.url));
const linguiMacros = defineRolldownBabelPreset({
  preset: {
    plugins: [[linguiMacroPlugin, { linguiConfig: getConfig({ configPath: linguiConfigPath }) }]],
  },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export default defineConfig({
  plugins: [
    babel({ presets: [linguiMacros], sourceMap: false }),
    react(),
    // Compiles the PO catalogues a language's chunk imports (src/i18n/catalogs/).
    lingui({ configPath: linguiConfigPath }),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'ShopBook',
        short_name: 'ShopBook',
        description: 'Sales, stock and customers for small businesses',
        theme_color: '#ffffff',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Web Push: shows pushed notifications and opens their page on a tap (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        navigateFallback: '/index.html',
        // /shop/*: the server sends the light shop page with its link-preview tags and catalogue.
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/ws/, /^\/shop\//],
        // wasm: ZXing's reader for the camera scanner's polyfill (~1 MB), so scanning works on a
        // till that has been offline since it was installed.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm}'],
        // jsPDF's optional helpers (html2canvas, DOMPurify and canvg's index.es) are split into
        // chunks that our PDFs never load: ~430 kB a phone would download for nothing.
        globIgnores: ['**/html2canvas-*.js', '**/purify.es-*.js', '**/index.es-*.js'],
        runtimeCaching: [
          {
            // The price list's PDF fonts (~340 kB each): kept once used, so the next PDF made
            // offline has them; hashed names, so never stale.
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/assets/') && url.pathname.endsWith('.ttf'),
            handler: 'CacheFirst',
            options: { cacheName: 'pdf-fonts', expiration: { maxEntries: 8 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxAgeSeconds: 7 * 24 * 3600, maxEntries: 300 },
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/route-pages.mjs (the chunks each first screen preloads), then deleted.
    manifest: true,
    // Two pages: the app, and the public shop's light entry (no router or app providers).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        shop: fileURLToPath(new URL('shop.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // Shared modules under 8 KB of source (an icon, a helper, a contract's schemas) are
          // copied into the chunks that use them instead of being chunks of their own (one
          // execution and one state all the same: rolldown's registry). A phone on HTTP/1.1
          // fetches 6 files at a time, one round trip each, and Lighthouse's simulation counts
          // every one before the grid's paint: the POS asked for 114 files at first, 37 with
          // 2 KB, 20 now (ADR 055). The copies add ~6% to all the app's JavaScript
          // (965 -> 1027 KB brotli), which the service worker fetches after the first screen.
          experimentalInlineCommonChunks: { maxSize: 8192 },
          groups: [
            // React Query: six files of one library, each screen with data needs all of them.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              includeDependenciesRecursively: false,
            },
            // What ~30 screens' chunks share (the button, Radix's Slot, lucide's icon factory):
            // one file, rather than a copy in each of them.
            {
              name: 'ui-core',
              test: /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|defaultAttributes|shared)|@radix-ui[\\/]react-(slot|compose-refs|primitive)[\\/])|src[\\/]components[\\/]ui[\\/]button\.tsx/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A screen's lazy parts load on first use in a test, now through Babel for their messages
    // (ADR 069): on two busy cores a few tests passed 5 s, Vitest's default.
    testTimeout: 15_000,
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(new URL('src/test/testing-library.tsx', import.meta.url)),
      },
    ],
  },
});
