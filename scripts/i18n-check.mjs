#!/usr/bin/env node
/**
 * Keeps the catalogues complete (ADR 069, docs/i18n/README.md). Fails when:
 * - the web app's catalogues differ from what its code says (`lingui extract --clean` changes a
 *   file: a message added, changed or removed without `npm run i18n:extract`);
 * - a catalogue lacks a message English has, or leaves one untranslated;
 * - a translation's placeholders (`{name}`, `<0>`, plural/select variables) differ from English's;
 * - two web catalogues translate the same English (same context) differently: the app joins a
 *   language's catalogues into one table keyed by the English, so one would silently replace the
 *   other (a `context` in the macro tells them apart: "Change" of money, "Change" of stock).
 * `--review` also lists, per language, the messages flagged `review` (docs/i18n/README.md).
 * `--no-extract` skips the first check (the test of this script uses it on fixtures).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const TRANSLATED = ['sw', 'fr', 'ha', 'yo'];

/** The catalogue directories: every folder holding an en.po under the two apps' sources. */
function catalogueDirs(base) {
  if (!existsSync(join(root, base))) return [];
  return readdirSync(join(root, base), { recursive: true })
    .filter((file) => file.endsWith(join('locales', 'en.po')))
    .map((file) => join(root, base, dirname(file)))
    .sort();
}

function read(file) {
  return PO.parse(readFileSync(file, 'utf8')).items.filter((item) => !item.obsolete);
}

/** Placeholders a message uses: `{name}` and `{count, plural, ...}` variables, `<0>` tags. */
export function placeholders(message) {
  const found = new Set();
  for (const m of message.matchAll(/\{\s*([A-Za-z_$][\w$]*)\s*[,}]/g)) found.add(`{${m[1]}}`);
  for (const m of message.matchAll(/<\/?(\d+)\s*\/?>/g)) found.add(`<${m[1]}>`);
  return [...found].sort().join(' ');
}

/** A message is its English and its context (`msgctxt`). */
function keyOf(item) {
  return `${item.msgctxt ?? ''}\u0004${item.msgid}`;
}

/** Every web translation by language and message, to find one message translated two ways. */
const translations = new Map();

export function checkDir(dir) {
  const problems = [];
  const review = {};
  const english = read(join(dir, 'en.po'));
  const sources = new Map(english.map((item) => [keyOf(item), item]));
  for (const locale of TRANSLATED) {
    const file = join(dir, `${locale}.po`);
    if (!existsSync(file)) {
      if (english.length) problems.push(`${relative(root, file)}: missing catalogue`);
      continue;
    }
    const items = new Map(read(file).map((item) => [keyOf(item), item]));
    for (const [key, source] of sources) {
      const msgid = source.msgid;
      const item = items.get(key);
      const translation = item?.msgstr.join('') ?? '';
      const where = `${relative(root, file)}: "${msgid.slice(0, 60)}"`;
      if (!translation.trim()) {
        problems.push(`${where}: not translated`);
        continue;
      }
      // Web catalogues use the English as msgid; the API's use ids and English as en's msgstr.
      const englishText = source.msgstr.join('') || msgid;
      if (placeholders(translation) !== placeholders(englishText)) {
        problems.push(
          `${where}: placeholders [${placeholders(translation)}] differ from English's [${placeholders(englishText)}]`,
        );
      }
      if (item.flags.review) (review[locale] ??= []).push(`${relative(root, file)}: ${msgid}`);
      translations.set(`${locale}\u0000${key}`, [
        ...(translations.get(`${locale}\u0000${key}`) ?? []),
        { file: relative(root, file), translation },
      ]);
    }
  }
  return { problems, review };
}

/** The catalogues `lingui extract --clean` rewrote: they did not match the code. */
function extractChanges() {
  const files = () =>
    catalogueDirs('apps/web/src').flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)));
  const before = new Map(files().map((file) => [file, readFileSync(file, 'utf8')]));
  execFileSync('npx', ['lingui', 'extract', '--clean'], {
    cwd: join(root, 'apps/web'),
    stdio: 'ignore',
  });
  return files()
    .filter((file) => before.get(file) !== readFileSync(file, 'utf8'))
    .map((file) => relative(root, file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [];
  if (!args.includes('--no-extract')) {
    for (const change of extractChanges()) {
      problems.push(`${change}: did not match the code (now extracted again: commit it)`);
    }
  }
  const review = {};
  for (const dir of [...catalogueDirs('apps/web/src'), ...catalogueDirs('apps/api/src')]) {
    const result = checkDir(dir);
    problems.push(...result.problems);
    for (const [locale, list] of Object.entries(result.review))
      (review[locale] ??= []).push(...list);
  }
  for (const [key, uses] of translations) {
    if (!uses[0].file.startsWith('apps/web/')) continue;
    const web = uses.filter((use) => use.file.startsWith('apps/web/'));
    if (new Set(web.map((use) => use.translation)).size > 1) {
      const [, message] = key.split('\u0004');
      problems.push(
        `"${message}" is translated differently in ${web.map((use) => `${use.file} ("${use.translation}")`).join(', ')}: ` +
          'give each its own `context`, or use one translation',
      );
    }
  }
  if (args.includes('--review')) {
    for (const locale of TRANSLATED) {
      const list = review[locale] ?? [];
      console.log(`\n${locale}: ${list.length} flagged for review`);
      for (const line of list) console.log(`  ${line}`);
    }
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\ni18n: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('i18n: every catalogue complete');
}
