import type { Language } from '@app/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { LanguagePicker } from '#src/components/language-picker.tsx';
import { activateLocale } from '#src/i18n/activate.ts';
import { isUiLocale } from '#src/i18n/locales.ts';
import { toast } from '#src/lib/toast.ts';
import { useSaveLanguage } from '../api/update-preferences.ts';

/**
 * The account's language in the settings (ADR 069). The picker switches the screen at once; the
 * choice is then kept on the server (every device, every email). If the server refuses, the
 * screen goes back to the language it showed before, so what is shown is what is saved.
 */
export function LanguageSetting() {
  const { t, i18n } = useLingui();
  const save = useSaveLanguage();
  const previous = isUiLocale(i18n.locale) ? i18n.locale : 'en';

  const onChange = (language: Language) =>
    save.mutate(language, {
      // Written after the switch, so each toast reads in the language now on screen.
      onSuccess: () => toast.success(t`Language saved`),
      onError: () => {
        void activateLocale(previous).then(() =>
          toast.error(t`Could not save your language. Try again.`),
        );
      },
    });

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="flex items-center gap-2 font-medium">
          <Languages className="size-4 text-muted-foreground" aria-hidden />
          <Trans>Language</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>The language of the app and of the emails we send you.</Trans>
        </p>
      </div>
      <LanguagePicker onChange={onChange} className="shrink-0 self-start sm:self-auto" />
    </div>
  );
}
