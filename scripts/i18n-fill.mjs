#!/usr/bin/env node
/**
 * Writes translations into a PO catalogue from a JSON file, so a translator (or a script) need
 * not hand-edit PO escapes: `node scripts/i18n-fill.mjs <catalogue.po> <translations.json>
 * [--review]`. The JSON maps each msgid (the English, or the API's id) to its translation, or to
 * `{ "text": "...", "review": true, "note": "why" }`; a message with a context is keyed
 * `<context>\u0004<msgid>`. `--review` flags every string it writes
 * (`#, review`: docs/i18n/README.md). An msgid the catalogue lacks is reported, not added:
 * catalogues follow the code (`npm run i18n:extract`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const [file, json, ...flags] = process.argv.slice(2);
if (!file || !json) {
  console.error('usage: i18n-fill.mjs <catalogue.po> <translations.json> [--review]');
  process.exit(2);
}
const po = PO.parse(readFileSync(file, 'utf8'));
const translations = JSON.parse(readFileSync(json, 'utf8'));
// A message with a context (`msgctxt`) is addressed as "<context>\u0004<msgid>", so filling the
// plain "Refund" never overwrites the verb "Refund" beside it.
const keyOf = (item) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid);
const byId = new Map(po.items.map((item) => [keyOf(item), item]));
const unknown = [];
let written = 0;
for (const [msgid, value] of Object.entries(translations)) {
  const item = byId.get(msgid);
  if (!item) {
    unknown.push(msgid);
    continue;
  }
  const entry = typeof value === 'string' ? { text: value } : value;
  item.msgstr = [entry.text];
  if (entry.review || flags.includes('--review')) item.flags.review = true;
  if (entry.note) item.comments = [...new Set([...item.comments, `review: ${entry.note}`])];
  written += 1;
}
writeFileSync(file, po.toString());
console.log(`${file}: ${written} written`);
if (unknown.length) {
  console.error(`not in the catalogue (run npm run i18n:extract?):\n  ${unknown.join('\n  ')}`);
  process.exit(1);
}
