import { MESSAGES } from '@app/contracts';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { authText, KNOWN_AUTH_TEXTS } from './messages.ts';

describe('authText', () => {
  it('each English key is its message word for word (SPEC texts stay exact)', () => {
    for (const key of KNOWN_AUTH_TEXTS.keys()) expect(authText(i18n, key)).toBe(key);
  });

  it('translates the texts it knows, and leaves a server text as it came', async () => {
    const sw = await i18nFor('sw');
    const fr = await i18nFor('fr');
    expect(authText(sw, MESSAGES.invalidCredentials)).toBe('Barua pepe au nenosiri si sahihi');
    expect(authText(fr, 'Password must be at least 8 characters long')).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    expect(authText(fr, 'Some text the server wrote')).toBe('Some text the server wrote');
  });
});
