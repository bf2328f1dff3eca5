import { isLanguage, type Language } from '@app/contracts/languages';
import { setupI18n, type I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

const instances = new Map<Language, Promise<I18n>>();

/**
 * Messages in a language other than the reader's: what a business's customers read (its
 * receipts, its WhatsApp texts, its price lists) is in the business's language (ADR 069).
 * (A separate instance even for the app's own language: it stays in that language when the
 * reader switches theirs.)
 */
export function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    // Imported when first needed: the app has it loaded already, and the public shop, which
    // starts in its language, would otherwise fetch it and the error texts before its first
    // paint without ever calling it (ADR 092).
    instance = import('./activate.ts')
      .then(({ loadMessages }) => loadMessages(language))
      .then((messages) => setupI18n({ locale: language, messages: { [language]: messages } }));
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
}

/**
 * `i18nFor` for a component: the app's own instance at once when the languages match (no loading
 * state), else null until the language's messages have loaded. A business kept on this device
 * before businesses had a language (the offline catalogue) has none: its texts follow the app.
 */
export function useI18nFor(language: string | undefined): I18n | null {
  const app = useLingui().i18n;
  const wanted = isLanguage(language) && language !== app.locale ? language : null;
  const [ready, setReady] = useState<{ language: Language; i18n: I18n } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void i18nFor(wanted).then((loaded) => {
      if (current) setReady({ language: wanted, i18n: loaded });
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  if (!wanted) return app;
  return ready?.language === wanted ? ready.i18n : null;
}
