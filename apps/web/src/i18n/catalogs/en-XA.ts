import type { Messages } from '@lingui/core';
import { joinCatalogues, type CatalogueModule } from '../join-catalogues.ts';

type CompiledMessage = Messages[string];
type Token = Exclude<CompiledMessage, string>[number];

/**
 * The pseudo-locale: Lingui accents every English message; here each is also lengthened by a
 * third (French and Swahili run ~30% longer than English) and bracketed, ⟦like this·····⟧, so a
 * screenshot shows where text would overflow, and the pseudo-locale journey can tell a
 * translated string from English hard-coded in a component.
 */
function lengthened(message: CompiledMessage): CompiledMessage {
  const tokens: Token[] = typeof message === 'string' ? [message] : message;
  const length = tokens.reduce(
    (sum, token) => sum + (typeof token === 'string' ? token.length : 4),
    0,
  );
  return ['⟦', ...tokens, '·'.repeat(Math.ceil(length / 3)) + '⟧'];
}

const accented = joinCatalogues(
  import.meta.glob<CatalogueModule>(
    ['/src/*/locales/en-XA.po', '/src/features/*/locales/en-XA.po'],
    {
      eager: true,
    },
  ),
);

export const messages: Messages = Object.fromEntries(
  Object.entries(accented).map(([id, message]) => [id, lengthened(message)]),
);
