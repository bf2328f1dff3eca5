import { joinCatalogues, type CatalogueModule } from '../join-catalogues.ts';

export const messages = joinCatalogues(
  import.meta.glob<CatalogueModule>(['/src/*/locales/sw.po', '/src/features/*/locales/sw.po'], {
    eager: true,
  }),
);
