import { isLanguage } from '@app/contracts/languages';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useI18nFor } from '#src/i18n/for-language.ts';

/**
 * The messages of what a business's customers read (its receipt, PDF, WhatsApp text: issue 42):
 * in the business's language, whatever the seller reads. The app's own instance at once when the
 * languages match (no loading state); null while another language's catalogue loads.
 */
export function useBusinessI18n(language: string | undefined): I18n | null {
  const { i18n } = useLingui();
  // A business kept on this phone before businesses had a language (the offline catalogue)
  // has none: its receipt follows the app until the next sync stores it.
  const wanted = isLanguage(language) ? language : null;
  const other = useI18nFor(wanted ?? 'en');
  if (!wanted || wanted === i18n.locale) return i18n;
  return other;
}
