import type { Messages } from '@lingui/core';

export interface CatalogueModule {
  messages: Messages;
}

/**
 * One language's messages from its catalogues (one per feature, ADR 069), imported eagerly by
 * `catalogs/<locale>.ts` so that the language is a single chunk, fetched once when first used.
 */
export function joinCatalogues(modules: Record<string, CatalogueModule>): Messages {
  return Object.assign({}, ...Object.values(modules).map((module) => module.messages));
}
