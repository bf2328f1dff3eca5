import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's messages (ADR 069). Each feature keeps its catalogues beside its code
 * (`src/features/<name>/locales/<locale>.po`), the shell's in `src/locales/`: two people
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
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/'],
      exclude: ['<rootDir>/src/features/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
