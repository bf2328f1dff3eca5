import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { activateLocale } from '#src/i18n/activate.ts';
import { PSEUDO_LOCALE } from '#src/i18n/locales.ts';
import { useSession } from '#src/lib/session.ts';

/**
 * Shows the app in the signed-in user's language (ADR 069): when they sign in, when /auth/check
 * says it changed (chosen on another device), or when the settings save a new one. Reacts only
 * to the user's language changing, not to the shown one: the picker switches the screen a moment
 * before the server has the choice, and following the old value then would undo the pick.
 */
export function useFollowUserLanguage(): void {
  const { user } = useSession();
  const { i18n } = useLingui();
  const language = user?.language;

  // The one i18n instance: its identity never changes, so this runs when the language does.
  useEffect(() => {
    const shown = i18n.locale;
    // The pseudo-locale is a test's deliberate choice on this device: the account never overrides it.
    if (!language || shown === PSEUDO_LOCALE || shown === language) return;
    void activateLocale(language);
  }, [language, i18n]);
}

/** The hook as a component, for the root layout: renders nothing. */
export function FollowUserLanguage(): null {
  useFollowUserLanguage();
  return null;
}
