import type { Language } from '@app/contracts/languages';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useCatalogItems } from '../api/get-catalog-items.ts';
import { useShopSettings } from '../api/get-shop-settings.ts';
import { catalogKeys } from '../api/keys.ts';
import { useReplaceBanner, useUpdateShopSettings } from '../api/update-shop-settings.ts';
import { useUpdateCatalogItem } from '../api/update-catalog-item.ts';
import { CatalogItems } from '../components/catalog-items.tsx';
import { PublishCard } from '../components/publish-card.tsx';
import { ShopSettingsForm } from '../components/shop-settings-form.tsx';

const QrPoster = lazy(() =>
  import('../components/qr-poster.tsx').then((m) => ({ default: m.QrPoster })),
);

export interface CatalogBusiness {
  id: string;
  name: string;
  slug: string;
  currency: string;
  /** What its customers read: the poster and the shared link's text are in it (ADR 069). */
  language: Language;
  isOwner: boolean;
  shopPublished: boolean;
  hasWhatsapp: boolean;
}

interface CatalogPageProps {
  business: CatalogBusiness;
  publishing: boolean;
  onPublish: (published: boolean) => Promise<unknown>;
}

/** /catalog/{businessId}: what the public shop shows, in which order, and how it looks. */
export function CatalogPage({ business, publishing, onPublish }: CatalogPageProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useShopSettings(business.id);
  const items = useCatalogItems(business.id);
  const saveSettings = useUpdateShopSettings(business.id);
  const banner = useReplaceBanner(business.id);
  const updateItem = useUpdateCatalogItem(business.id);
  const [poster, setPoster] = useState(false);
  const shopUrl = `${window.location.origin}/shop/${business.slug}`;

  const ordered = useMemo(() => {
    const rank = new Map((settings.data?.itemOrder ?? []).map((id, i) => [id, i]));
    const last = rank.size;
    return [...(items.data ?? [])].sort(
      (a, b) => (rank.get(a.id) ?? last) - (rank.get(b.id) ?? last) || a.name.localeCompare(b.name),
    );
  }, [items.data, settings.data?.itemOrder]);

  const handleReorder = (ids: string[]) => {
    const previous = settings.data;
    if (previous)
      queryClient.setQueryData(catalogKeys.settings(business.id), { ...previous, itemOrder: ids });
    saveSettings.mutate(
      { itemOrder: ids },
      {
        onError: () => {
          if (previous) queryClient.setQueryData(catalogKeys.settings(business.id), previous);
          toast.error(
            t({
              message: 'Could not save the new order',
              comment: 'the order of the products in the shop',
            }),
          );
        },
      },
    );
  };

  const handlePublish = (published: boolean) =>
    void onPublish(published).then(
      () => toast.success(published ? t`Your shop is live` : t`Your shop is hidden`),
      (err: unknown) =>
        toast.error(err instanceof Error ? err.message : t`Could not change the shop`),
    );

  const shownCount = items.data?.filter((i) => i.showInShop).length ?? 0;
  const totalCount = items.data?.length ?? 0;

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title={t`Catalogue`}
        description={t`Choose what your shop shows, in which order, and how it looks.`}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <PublishCard
            shopUrl={shopUrl}
            businessName={business.name}
            language={business.language}
            published={business.shopPublished}
            hasWhatsapp={business.hasWhatsapp}
            isOwner={business.isOwner}
            pending={publishing}
            onPublish={handlePublish}
            onPoster={() => setPoster(true)}
          />
          <section aria-labelledby="products-title" className="space-y-3">
            <div className="flex items-baseline justify-between">
              <h2 id="products-title" className="text-base font-semibold">
                <Trans>Products</Trans>
              </h2>
              {items.data && (
                <p className="text-xs text-muted-foreground">
                  <Trans>
                    {shownCount} of {totalCount} shown
                  </Trans>
                </p>
              )}
            </div>
            {items.isPending || settings.isPending ? (
              <div className="space-y-2">
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} className="h-16 rounded-xl" />
                ))}
              </div>
            ) : (
              <CatalogItems
                items={ordered}
                currency={business.currency}
                onShow={(itemId, showInShop) => updateItem.mutate({ itemId, showInShop })}
                onFeature={(itemId, featured) => updateItem.mutate({ itemId, featured })}
                onReorder={handleReorder}
              />
            )}
          </section>
        </div>
        <aside>
          {settings.data ? (
            <ShopSettingsForm
              key={settings.dataUpdatedAt}
              settings={settings.data}
              disabled={!business.isOwner}
              saving={saveSettings.isPending}
              onSave={(body) => saveSettings.mutateAsync(body)}
              onBanner={(file) => banner.mutateAsync(file)}
            />
          ) : (
            <Skeleton className="h-96 rounded-2xl" />
          )}
        </aside>
      </div>
      {poster && (
        <Suspense fallback={null}>
          <QrPoster
            open={poster}
            onOpenChange={setPoster}
            shopUrl={shopUrl}
            businessName={business.name}
            language={business.language}
            accentColor={settings.data?.accentColor ?? '#0f766e'}
          />
        </Suspense>
      )}
    </div>
  );
}
