import { useLingui } from '@lingui/react/macro';
import { ImageOff, Plus } from 'lucide-react';
import { ITEM_IMAGE_MAX_DIMENSION, uploadSrcSet } from '@app/contracts/image-sizes';
import type { PublicShopItem } from '@app/contracts/shop';
import { formatMoney } from '#src/lib/format.ts';
import { cn } from '#src/lib/cn.ts';
import { AvailabilityLabel } from './availability-label.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

interface ItemCardProps {
  item: PublicShopItem;
  currency: string;
  quantity: number;
  onOpen: () => void;
  onQuantity: (quantity: number) => void;
  /** Above the fold: loaded at once rather than lazily. */
  eager?: boolean;
  /** The picture's `sizes` when the card is not a grid tile (the featured row). */
  imageSizes?: string;
  className?: string;
}

/** A tile's width: two columns on a phone, three from 640 px, four from 1024 px (max-w-5xl). */
const TILE_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw';

export function ItemImage({
  item,
  eager,
  className,
  sizes = TILE_SIZES,
}: {
  item: PublicShopItem;
  eager?: boolean;
  className?: string;
  /** The `sizes` of the picture: the browser picks the smallest copy that is sharp enough. */
  sizes?: string;
}) {
  return item.imageUrl ? (
    <img
      src={item.imageUrl}
      srcSet={uploadSrcSet(item.imageUrl, ITEM_IMAGE_MAX_DIMENSION)}
      sizes={sizes}
      alt=""
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-square w-full bg-surface-muted object-cover', className)}
    />
  ) : (
    <div
      className={cn(
        'flex aspect-square w-full items-center justify-center bg-surface-muted text-muted-foreground',
        className,
      )}
    >
      <ImageOff className="size-8 opacity-40" aria-hidden />
    </div>
  );
}

/** A product tile: tap to see details, + to add; a stepper once it is in the cart. */
export function ItemCard({
  item,
  currency,
  quantity,
  onOpen,
  onQuantity,
  eager,
  imageSizes,
  className,
}: ItemCardProps) {
  const { t } = useLingui();
  const soldOut = item.availability === 'out';
  const name = item.name;
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-border/70 bg-surface shadow-sm',
        className,
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        className="text-left focus-visible:outline-none"
        aria-haspopup="dialog"
      >
        <div className="relative overflow-hidden">
          <ItemImage
            item={item}
            eager={eager}
            sizes={imageSizes}
            className={cn(
              'transition duration-300 group-hover:scale-[1.03]',
              soldOut && 'opacity-60 grayscale',
            )}
          />
          <AvailabilityLabel item={item} className="absolute top-2 left-2" />
        </div>
        <div className="space-y-1 px-3 pt-2.5">
          <h3 className="line-clamp-2 text-sm leading-snug font-medium">{item.name}</h3>
          {item.price !== null && (
            <p className="text-[15px] font-bold tabular-nums">
              {formatMoney(item.price, currency)}
            </p>
          )}
        </div>
      </button>
      <div className="mt-auto flex justify-end px-3 pt-2 pb-3">
        {quantity > 0 ? (
          <QuantityStepper quantity={quantity} onChange={onQuantity} label={item.name} size="sm" />
        ) : (
          <button
            type="button"
            onClick={() => onQuantity(1)}
            disabled={soldOut}
            className="flex h-9 items-center gap-1 rounded-full bg-(--accent) px-3.5 text-sm font-semibold text-(--on-accent) shadow-sm transition active:scale-95 disabled:bg-surface-muted disabled:text-muted-foreground"
            // The visible text starts the name, as speech input expects (WCAG 2.5.3).
            aria-label={soldOut ? t`Sold out: ${name}` : t`Add ${name} to cart`}
          >
            {!soldOut && <Plus className="size-4" aria-hidden />}
            {soldOut
              ? t`Sold out`
              : t({ message: 'Add', comment: 'a button: add the product to the cart' })}
          </button>
        )}
      </div>
    </article>
  );
}
