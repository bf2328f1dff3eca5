import { MESSAGES } from '@app/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { specTextDescriptor } from '#src/lib/error-messages.ts';

/**
 * SPEC section 8's subscription texts (kept word for word in the contracts, shared with the
 * server) and the paid benefits' English, each with its message to translate. A text not here
 * (the server's own wording of a refusal) is shown as it came. The unit test checks every key
 * against its message.
 */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  [MESSAGES.subscriptionTitle, msg`Subscription Required`],
  [
    MESSAGES.notSubscribedDetail,
    msg`You cannot modify any content, and your public shop will not be visible to your customers until you upgrade.`,
  ],
  [MESSAGES.trialUnknown, msg`Unable to determine trial status`],
  ['Unlimited Access', msg({ message: 'Unlimited Access', comment: 'a paid benefit' })],
  ['Record and edit without limits', msg`Record and edit without limits`],
  ['AI Business Assistant', msg({ message: 'AI Business Assistant', comment: 'a paid benefit' })],
  ['Answers from your own numbers', msg`Answers from your own numbers`],
  ['Multi-User Management', msg({ message: 'Multi-User Management', comment: 'a paid benefit' })],
  ['Let managers help run the shop', msg`Let managers help run the shop`],
  ['Cloud Sync', msg({ message: 'Cloud Sync', comment: 'a paid benefit' })],
  ['Every device stays up to date', msg`Every device stays up to date`],
  ['Advanced Analytics', msg({ message: 'Advanced Analytics', comment: 'a paid benefit' })],
  ['See what sells and when', msg`See what sells and when`],
  ['Priority Support', msg({ message: 'Priority Support', comment: 'a paid benefit' })],
  ['Answers from us, fast', msg`Answers from us, fast`],
]);

/** `text` in the language shown when it is one of these; else unchanged. */
export function trialText(i18n: I18n, text: string): string {
  const descriptor = KNOWN.get(text) ?? specTextDescriptor(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** For the unit test: every English key and its message. */
export const KNOWN_TRIAL_TEXTS = KNOWN;
