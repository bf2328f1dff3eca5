import { joinCatalogues, type CatalogueModule } from '../join-catalogues.ts';

export const messages = joinCatalogues(
  import.meta.glob<CatalogueModule>(['/src/*/locales/fr.po', '/src/features/*/locales/fr.po'], {
    eager: true,
  }),
);
