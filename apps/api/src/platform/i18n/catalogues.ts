import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { API_ROOT } from '#src/paths.ts';

/**
 * The server's catalogues (ADR 070): one PO file per language, message ids written out
 * (`email.verify.subject`), ICU messages as msgstr. Read from the package's source tree, as the
 * assistant's phrasings and the migrations are, so tests, `node --import tsx` and the bundled
 * dist/server.js (one level below the package too, src/paths.ts) all find the same files.
 */
export const LOCALES_DIR = path.join(API_ROOT, 'src', 'platform', 'i18n', 'locales');

export interface CatalogueEntry {
  /** The ICU message; '' when the translation is missing. */
  source: string;
  compiled: CompiledMessage;
  /** PO flags (`review`: wants a native speaker's reading). */
  flags: string[];
}
export type Catalogue = Map<string, CatalogueEntry>;

export function parseCatalogue(text: string, file: string): Catalogue {
  const catalogue: Catalogue = new Map();
  for (const item of PO.parse(text).items) {
    if (item.obsolete || !item.msgid) continue;
    const source = item.msgstr[0] ?? '';
    let compiled: CompiledMessage = [];
    if (source) {
      try {
        compiled = compileMessageOrThrow(source);
      } catch (err) {
        throw new Error(`${file}: ${item.msgid}: ${(err as Error).message}`, { cause: err });
      }
    }
    const flags = Object.entries(item.flags)
      .filter(([, on]) => on)
      .map(([flag]) => flag);
    catalogue.set(item.msgid, { source, compiled, flags });
  }
  return catalogue;
}

export function readCatalogue(language: Language): Catalogue {
  const file = path.join(LOCALES_DIR, `${language}.po`);
  return parseCatalogue(readFileSync(file, 'utf8'), file);
}

/** Every language's catalogue, read once (a few KB each). */
let all: Record<Language, Catalogue> | null = null;
export function catalogues(): Record<Language, Catalogue> {
  all ??= Object.fromEntries(LANGUAGES.map((l) => [l, readCatalogue(l)])) as Record<
    Language,
    Catalogue
  >;
  return all;
}

/** The placeholder names an ICU message uses (`{username}`, `{count, plural, ...}`), sorted. */
export function placeholders(compiled: CompiledMessage): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      if (name !== '#') names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
        }
      }
    }
  };
  walk(compiled);
  return [...names].sort();
}
