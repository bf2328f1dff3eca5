import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@app/contracts/languages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { activateLocale } from '#src/i18n/activate.ts';
import { cn } from '#src/lib/cn.ts';

interface LanguagePickerProps {
  /** After the app has switched: the account settings also keep the choice on the server. */
  onChange?: (language: Language) => void;
  className?: string;
}

/**
 * The app's language, switched in place (no reload). A native select: it costs the landing and
 * sign-in pages no script beyond this, and phones show their own list. Each language is named
 * in itself ("Kiswahili", "Français"), so a reader finds theirs whatever is on screen.
 */
export function LanguagePicker({ onChange, className }: LanguagePickerProps) {
  const { i18n } = useLingui();
  const current = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return (
    <label
      className={cn(
        'relative inline-flex h-9 items-center gap-1.5 rounded-lg border border-input bg-surface px-2.5 text-sm text-foreground focus-within:ring-2 focus-within:ring-ring',
        className,
      )}
    >
      <Languages className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="sr-only">
        <Trans>Language</Trans>
      </span>
      <select
        // src/boot.ts keeps a language picked before the app has started.
        data-language-picker=""
        value={current}
        onChange={(event) => {
          const language = event.target.value as Language;
          void activateLocale(language).then(() => onChange?.(language));
        }}
        className="cursor-pointer appearance-none bg-transparent pr-1 outline-none"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
