import type { ErrorDetail } from '@app/contracts/messages';
import type { ApiErrorBody } from './api-error-body.ts';

/** What the shell asks to show a server error, or one of SPEC's texts, in the reader's language. */
export interface ErrorTranslator {
  /** The error's text for the reader; null to show the server's own (an unknown code). */
  error(body: ApiErrorBody): string | null;
  /** A field's problem for the reader: the server's English when it is not a known one. */
  detail(message: string): string;
  /** 'Validation failed: field: problem, ...' (SPEC section 5), the problems translated. */
  validation(details: ErrorDetail[]): string;
  /**
   * One of SPEC's texts ('Invalid response from server'), a server error's or a contract's
   * (lib/contract-texts.ts); any other text as it is.
   */
  known(text: string): string;
}

/**
 * Installed with the language's messages (i18n/activate.ts, lib/error-messages.ts), which are not
 * part of the shell; until then, and for what it does not know, the English shows.
 */
let translator: ErrorTranslator | null = null;

export function setErrorTranslator(next: ErrorTranslator | null): void {
  translator = next;
}

export const errorTranslator = () => translator;

/**
 * Settled once the app's language is active (i18n/activate.ts): a text raised before then (the
 * session-expired notice, read from storage as the shell starts) waits for it, or it would show
 * in English.
 */
let markLanguageShown: () => void = () => {};
export const languageShown = new Promise<void>((resolve) => (markLanguageShown = resolve));
export const noteLanguageShown = () => markLanguageShown();

/**
 * One of SPEC's or the contracts' texts in the reader's language (a toast, a thrown error, a
 * title); others unchanged.
 */
export const specText = (text: string) => translator?.known(text) ?? text;

/** A field's problem from the server in the reader's language; the English when unknown. */
export const detailText = (message: string) => translator?.detail(message) ?? message;
