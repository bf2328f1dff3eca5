import { joinCatalogues, type CatalogueModule } from '../join-catalogues.ts';

export const messages = joinCatalogues(
  import.meta.glob<CatalogueModule>(['/src/*/locales/en.po', '/src/features/*/locales/en.po'], {
    eager: true,
  }),
);
