import { joinCatalogues, type CatalogueModule } from '../join-catalogues.ts';

export const messages = joinCatalogues(
  import.meta.glob<CatalogueModule>(['/src/*/locales/ha.po', '/src/features/*/locales/ha.po'], {
    eager: true,
  }),
);
