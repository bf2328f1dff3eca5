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
  if (item.availability === 'in_stock') {
    if (item.stock === null) return null;
    return (
      <span
        className={cn(
          'rounded-full bg-black/65 px-2 py-0.5 text-xs font-medium text-white backdrop-blur',
          className,
        )}
      >
        {item.stock} in stock
      </span>
    );
  }
  const text =
    item.availability === 'out'
      ? 'Sold out'
      : item.stock !== null
        ? `Only ${item.stock} left`
        : 'Few left';
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
