import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './accept-language.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['fr-CI,fr;q=0.9,en;q=0.8', 'fr'],
    ['sw-KE', 'sw'],
    ['de', 'en'],
    ['de-DE,de;q=0.9', 'en'],
    ['en;q=0.5,yo;q=0.9', 'yo'],
    ['de,ha-NG;q=0.7,en;q=0.3', 'ha'],
    ['fr;q=0,sw', 'sw'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['fr;q=abc,sw;q=0.1', 'sw'],
  ])('%s -> %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
