/** One of Intl's services (NumberFormat, DateTimeFormat, RelativeTimeFormat): what it knows. */
export interface IntlService {
  supportedLocalesOf(
    locales: string[],
    options?: { localeMatcher?: 'lookup' | 'best fit' },
  ): string[];
}

/**
 * The locale Intl formats with for the UI language and the business's country (ADR 069):
 * 'sw' + 'KE' -> 'sw-KE', 'fr' + 'CI' -> 'fr-CI', 'en' with no business -> 'en'.
 *
 * Browsers ship ICU trimmed: Chromium has no number or date data for Hausa or Yoruba, and Intl
 * then quietly formats in its own default language instead. Where the service lacks the
 * language, numbers and dates are written as English writes them in the same country ('ha' +
 * 'NG' -> 'en-NG'), while the words around them stay in the chosen language.
 */
export function intlLocale(language: string, region: string | null, service: IntlService): string {
  // 'en-XA', the pseudo-locale, formats as English.
  const base = language.split('-')[0]!.toLowerCase();
  const tag = (lang: string) => (region ? `${lang}-${region}` : lang);
  return knows(service, base) ? tag(base) : tag('en');
}

type Lookup = IntlService['supportedLocalesOf'];
/** Whether the service has data for the language, asked once per service and language. */
const known = new WeakMap<Lookup, Map<string, boolean>>();

function knows(service: IntlService, language: string): boolean {
  // Keyed by the lookup itself, which is each Intl service's own function.
  const lookup = service.supportedLocalesOf;
  let answers = known.get(lookup);
  if (!answers) known.set(lookup, (answers = new Map()));
  let answer = answers.get(language);
  if (answer === undefined) {
    try {
      // 'lookup' says what the data really holds; 'best fit' may claim a near language.
      answer =
        service.supportedLocalesOf([language]).length > 0 &&
        service.supportedLocalesOf([language], { localeMatcher: 'lookup' }).length > 0;
    } catch {
      answer = false;
    }
    answers.set(language, answer);
  }
  return answer;
}
