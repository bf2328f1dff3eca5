import { i18n, setupI18n, type I18n } from '@lingui/core';
import type { Language } from '@app/contracts/languages';
import { useEffect, useState } from 'react';
import { loadMessages } from './activate.ts';

const instances = new Map<Language, Promise<I18n>>();

/**
 * Messages in a language other than the reader's: what a business's customers read (its
 * receipts, its WhatsApp texts, its price lists) is in the business's language (issue 42).
 * The app's own instance when the languages are the same.
 */
export function i18nFor(language: Language): Promise<I18n> {
  if (i18n.locale === language) return Promise.resolve(i18n);
  let instance = instances.get(language);
  if (!instance) {
    instance = loadMessages(language).then((messages) =>
      setupI18n({ locale: language, messages: { [language]: messages } }),
    );
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
}

/** `i18nFor` for a component: null until the language's messages have loaded. */
export function useI18nFor(language: Language): I18n | null {
  const [ready, setReady] = useState<{ language: Language; i18n: I18n } | null>(null);
  useEffect(() => {
    let current = true;
    void i18nFor(language).then((loaded) => {
      if (current) setReady({ language, i18n: loaded });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return ready?.language === language ? ready.i18n : null;
}
