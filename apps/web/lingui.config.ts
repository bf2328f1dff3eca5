import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's messages (ADR 069). Each feature keeps its catalogues beside its code
 * (`src/features/<name>/locales/<locale>.po`), as do app/, components/ and lib/: two people
 * translating two features never touch one file. `src/i18n/catalogs/<locale>.ts` joins a
 * language's catalogues into the one chunk that language loads.
 */
export default defineConfig({
  sourceLocale: 'en',
  // en-XA: the pseudo-locale (accented, lengthened English) the hard-coded-English journey uses.
  locales: ['en', 'sw', 'fr', 'ha', 'yo', 'en-XA'],
  pseudoLocale: 'en-XA',
  // A string a catalogue lacks shows in English, never as its id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    // The shell's parts, each its own: app/ (layouts, overlays, routes), components/, lib/.
    { path: '<rootDir>/src/app/locales/{locale}', include: ['<rootDir>/src/app/'] },
    { path: '<rootDir>/src/components/locales/{locale}', include: ['<rootDir>/src/components/'] },
    { path: '<rootDir>/src/lib/locales/{locale}', include: ['<rootDir>/src/lib/'] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
