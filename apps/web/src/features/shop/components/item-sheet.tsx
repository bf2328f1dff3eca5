import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PublicShopItem } from '@app/contracts/shop';
import { Sheet } from '#src/components/ui/sheet.tsx';
import { formatMoney } from '#src/lib/format.ts';
import { AvailabilityLabel } from './availability-label.tsx';
import { ItemImage } from './item-card.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

interface ItemSheetProps {
  item: PublicShopItem | null;
  currency: string;
  inCart: number;
  onClose: () => void;
  onAdd: (item: PublicShopItem, quantity: number) => void;
}

/** The item's details: photo, price, description, and how many to add (keyed by item: starts at 1). */
export function ItemSheet({ item, currency, inCart, onClose, onAdd }: ItemSheetProps) {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState(1);
  const soldOut = item?.availability === 'out';
  const unit = item?.unit;
  const amount = item && item.price !== null ? formatMoney(item.price * quantity, currency) : null;
  return (
    <Sheet
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.name ?? ''}
      className="sm:mx-auto sm:max-w-lg sm:rounded-3xl sm:bottom-4"
    >
      {item && (
        <div className="space-y-4">
          <div className="relative overflow-hidden rounded-2xl">
            <ItemImage
              item={item}
              eager
              sizes="(min-width: 640px) 512px, 100vw"
              className="max-h-[45dvh]"
            />
            <AvailabilityLabel item={item} className="absolute top-3 left-3" />
          </div>
          <div className="flex items-baseline justify-between gap-3">
            {item.price !== null ? (
              <p className="text-xl font-bold tabular-nums">{formatMoney(item.price, currency)}</p>
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>Price on request</Trans>
              </p>
            )}
            {unit && (
              <p className="text-sm text-muted-foreground">
                <Trans comment="the price is for one unit, e.g. per kg, per bag">per {unit}</Trans>
              </p>
            )}
          </div>
          {item.description && (
            <p className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
              {item.description}
            </p>
          )}
          {inCart > 0 && (
            <p className="text-sm text-muted-foreground">
              <Trans>{inCart} already in your cart</Trans>
            </p>
          )}
          <div className="flex items-center gap-3 pt-1">
            <QuantityStepper
              quantity={quantity}
              onChange={(q) => setQuantity(Math.max(1, q))}
              label={item.name}
            />
            <button
              type="button"
              disabled={soldOut}
              onClick={() => {
                onAdd(item, quantity);
                onClose();
              }}
              className="h-12 flex-1 rounded-full bg-(--accent) px-5 text-base font-semibold text-(--on-accent) shadow-md transition active:scale-[0.98] disabled:bg-surface-muted disabled:text-muted-foreground"
            >
              {soldOut
                ? t`Sold out`
                : amount !== null
                  ? t({
                      message: `Add · ${amount}`,
                      comment: 'a button: add to the cart, for this amount',
                    })
                  : t`Add to cart`}
            </button>
          </div>
        </div>
      )}
    </Sheet>
  );
}
