import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicShopItem } from '@app/contracts/shop';
import { cn } from '#src/lib/cn.ts';

/** "Only 3 left", "Few left" or "Sold out"; nothing for plenty. */
export function AvailabilityLabel({
  item,
  className,
}: {
  item: PublicShopItem;
  className?: string;
}) {
  const { t } = useLingui();
  const stock = item.stock;
  if (item.availability === 'in_stock') {
    if (stock === null) return null;
    return (
      <span
        className={cn(
          'rounded-full bg-black/65 px-2 py-0.5 text-xs font-medium text-white backdrop-blur',
          className,
        )}
      >
        <Trans>{stock} in stock</Trans>
      </span>
    );
  }
  const text =
    item.availability === 'out'
      ? t`Sold out`
      : stock !== null
        ? t({ message: `Only ${stock} left`, comment: 'how many of a product the shop still has' })
        : t({ message: 'Few left', comment: 'the shop has only a few of this product' });
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm',
        item.availability === 'out' ? 'bg-gray-900 text-white' : 'bg-amber-400 text-amber-950',
        className,
      )}
    >
      {text}
    </span>
  );
}
