import { joinCatalogues, type CatalogueModule } from '../join-catalogues.ts';

export const messages = joinCatalogues(
  import.meta.glob<CatalogueModule>(['/src/*/locales/yo.po', '/src/features/*/locales/yo.po'], {
    eager: true,
  }),
);
