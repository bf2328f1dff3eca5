import { ADMIN_HEALTH_MESSAGES } from '@app/contracts';
import { LANGUAGES } from '@app/contracts/languages';
import { describe, expect, it } from 'vitest';
import { catalogues, parseCatalogue, placeholders } from './catalogues.ts';
import { translate } from './i18n.ts';

/**
 * The catalogues' completeness check (docs/i18n/README.md): run with the API's tests, so CI
 * fails on a message missing in a language, an empty translation, a placeholder that differs
 * from English, or a Hausa or Yoruba string without its review flag.
 */
const all = catalogues();
const english = all.en;

describe('the API catalogues', () => {
  it('English has messages, each with a text', () => {
    expect(english.size).toBeGreaterThan(50);
    for (const [id, entry] of english) expect(entry.source, id).not.toBe('');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(language, () => {
      const catalogue = all[language];
      it('has every English id and no other', () => {
        expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
      });
      it('has no empty translation', () => {
        const empty = [...catalogue].filter(([, e]) => e.source.trim() === '').map(([id]) => id);
        expect(empty).toEqual([]);
      });
      it("uses English's placeholders", () => {
        for (const [id, entry] of english) {
          const translated = catalogue.get(id);
          if (!translated) continue;
          expect(placeholders(translated.compiled), `${language} ${id}`).toEqual(
            placeholders(entry.compiled),
          );
        }
      });
      if (language === 'ha' || language === 'yo') {
        it('flags every string for a native speaker’s review', () => {
          const unflagged = [...catalogue].filter(([, e]) => !e.flags.includes('review'));
          expect(unflagged.map(([id]) => id)).toEqual([]);
        });
      }
      it('renders every message with no placeholder left over', () => {
        for (const id of english.keys()) {
          const values = Object.fromEntries(
            placeholders(english.get(id)!.compiled).map((name) => [name, 2]),
          );
          const text = translate(language, id, values);
          expect(text, `${language} ${id}`).not.toMatch(/[{}]/);
          expect(text).not.toBe(id);
        }
      });
    });
  }

  it('says in English what the contracts say (the admin test email is named there too)', () => {
    expect(translate('en', 'email.test.subject')).toBe(ADMIN_HEALTH_MESSAGES.testEmailSubject);
  });

  it('catches what it is meant to: a missing placeholder and a broken ICU message', () => {
    const po = (msgstr: string) => `msgid "a.b"\nmsgstr "${msgstr}"\n`;
    const missing = parseCatalogue(po('Hi'), 'x.po').get('a.b')!;
    const named = parseCatalogue(po('Hi {username}'), 'x.po').get('a.b')!;
    expect(placeholders(missing.compiled)).not.toEqual(placeholders(named.compiled));
    expect(() => parseCatalogue(po('{n, plural, one {#}'), 'x.po')).toThrow(/a\.b/);
  });
});
