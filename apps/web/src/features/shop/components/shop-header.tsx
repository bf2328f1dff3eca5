import { useLingui } from '@lingui/react/macro';
import { Clock, MapPin, Store } from 'lucide-react';
import {
  LOGO_MAX_DIMENSION,
  SHOP_BANNER_MAX_DIMENSION,
  uploadSrcSet,
} from '@app/contracts/image-sizes';
import type { PublicShop } from '@app/contracts/shop';
import { cn } from '#src/lib/cn.ts';
import { openingState } from '../opening.ts';

/** Banner, logo, name, description and the open/closed state. */
export function ShopHeader({ shop }: { shop: PublicShop }) {
  const { t, i18n } = useLingui();
  const state = openingState(shop.openingHours, shop.timezone, i18n);
  const name = shop.name;
  return (
    <header>
      <div className="relative h-36 overflow-hidden bg-(--accent) sm:h-52">
        {shop.bannerUrl ? (
          <img
            src={shop.bannerUrl}
            // As the server's preload of it (shop-preview.ts): the same srcset and sizes.
            srcSet={uploadSrcSet(shop.bannerUrl, SHOP_BANNER_MAX_DIMENSION)}
            sizes="100vw"
            alt=""
            width={1600}
            height={600}
            className="size-full object-cover"
            fetchPriority="high"
          />
        ) : (
          <div
            className="size-full opacity-90"
            style={{
              backgroundImage:
                'radial-gradient(circle at 20% 20%, rgba(255,255,255,.28), transparent 45%), radial-gradient(circle at 85% 70%, rgba(0,0,0,.25), transparent 50%)',
            }}
          />
        )}
      </div>
      <div className="mx-auto max-w-5xl px-4">
        <div className="relative z-10 -mt-10 flex items-end gap-4">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border-4 border-background bg-surface shadow-lg sm:size-24">
            {shop.logoUrl ? (
              <img
                src={shop.logoUrl}
                srcSet={uploadSrcSet(shop.logoUrl, LOGO_MAX_DIMENSION)}
                sizes="96px"
                alt={t`${name} logo`}
                width={96}
                height={96}
                className="size-full object-cover"
              />
            ) : (
              <Store className="size-9 text-(--accent)" aria-hidden />
            )}
          </div>
          {state && (
            <p
              className={cn(
                'mb-1 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold',
                state.open
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200'
                  : 'bg-surface-muted text-foreground',
              )}
            >
              <span
                className={cn('size-2 rounded-full', state.open ? 'bg-emerald-500' : 'bg-gray-400')}
                aria-hidden
              />
              {state.open
                ? t`Open now`
                : t({ message: 'Closed', comment: 'the shop is closed now' })}
              {state.detail && <span className="font-normal">· {state.detail}</span>}
            </p>
          )}
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{shop.name}</h1>
        <p className="mt-1 line-clamp-3 text-sm text-muted-foreground sm:text-base">
          {shop.description}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {shop.address && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden /> {shop.address}
            </span>
          )}
          {shop.deliveryNote && (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden /> {shop.deliveryNote}
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
