import type { InventoryItem } from '@app/contracts/inventory';
import { Trans, useLingui } from '@lingui/react/macro';
import { Popover } from 'radix-ui';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Sheet } from '#src/components/ui/sheet.tsx';
import { StockAdjustForm } from './stock-adjust-form.tsx';

export interface StockAdjustTarget {
  item: InventoryItem;
  /** The control that opened it: the popover points at it and focus goes back to it. */
  anchor: HTMLElement | null;
}

interface StockAdjustProps {
  target: StockAdjustTarget | null;
  onClose: () => void;
  businessId: string;
  currency: string;
  allowNegativeStock: boolean;
  /** Phones get a bottom sheet (thumb-reachable); wider screens a popover beside the row. */
  phone: boolean;
  /** A change was recorded. */
  onRecorded?: () => void;
}

/** Quick stock change of one product, from its row. */
export function StockAdjust({
  target,
  onClose,
  businessId,
  currency,
  allowNegativeStock,
  phone,
  onRecorded,
}: StockAdjustProps) {
  const { t } = useLingui();
  const anchorRef = useRef<HTMLElement | null>(null);
  // Kept after closing, so focus can go back to it. A layout effect runs before the popover's
  // own (passive) effect reads the anchor.
  useLayoutEffect(() => {
    if (target) anchorRef.current = target.anchor;
  }, [target]);
  const form = target && (
    <StockAdjustForm
      key={target.item.id}
      businessId={businessId}
      item={target.item}
      currency={currency}
      allowNegativeStock={allowNegativeStock}
      onDone={() => {
        onRecorded?.();
        onClose();
      }}
      onCancel={onClose}
    />
  );

  if (phone) {
    return (
      <Sheet
        open={target !== null}
        onOpenChange={(open) => !open && onClose()}
        title={t`Adjust stock`}
      >
        {form}
      </Sheet>
    );
  }

  return (
    <Popover.Root open={target !== null} onOpenChange={(open) => !open && onClose()} modal>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLElement>} />
      <Popover.Portal>
        <Popover.Content
          side="left"
          align="center"
          sideOffset={8}
          collisionPadding={12}
          aria-label={t`Adjust stock`}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement).querySelector<HTMLInputElement>('input')?.select();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (anchorRef.current?.isConnected) anchorRef.current.focus();
          }}
          className="z-50 w-[22rem] max-w-[calc(100vw-1.5rem)] rounded-2xl border border-border bg-surface p-4 text-foreground shadow-xl"
        >
          <h2 className="sr-only">
            <Trans>Adjust stock</Trans>
          </h2>
          {form}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
