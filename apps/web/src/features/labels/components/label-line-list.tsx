import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, Sparkles, Trash2, TriangleAlert } from 'lucide-react';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { labelContent } from '../label-content.ts';
import { MAX_PER_ITEM, type LabelLine } from '../label-lines.ts';

interface LabelLineListProps {
  lines: LabelLine[];
  formatPrice: (amount: number) => string;
  onQuantityChange: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
  onGenerate: (id: string) => void;
  generatingId: string | null;
}

/** The chosen items: how many labels each, and what its barcode will be. */
export function LabelLineList({
  lines,
  formatPrice,
  onQuantityChange,
  onRemove,
  onGenerate,
  generatingId,
}: LabelLineListProps) {
  const { t } = useLingui();
  return (
    <ul className="divide-y divide-border">
      {lines.map(({ item, quantity }) => {
        const name = item.name;
        const barcode = labelContent(item, '').barcode;
        const unprintable = !barcode && Boolean(item.barcode ?? item.sku);
        return (
          <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
            <div className="min-w-0 flex-1 basis-48">
              <p className="truncate text-sm font-medium">{name}</p>
              <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                <span>{formatPrice(item.price)}</span>
                {barcode ? (
                  <Badge variant="neutral" className="font-mono">
                    {barcode.type === 'ean13' ? 'EAN-13' : 'Code 128'} {barcode.value}
                  </Badge>
                ) : (
                  <Badge variant="warning">
                    <TriangleAlert className="size-3" aria-hidden />
                    {unprintable ? (
                      <Trans>Its code cannot be printed as a barcode</Trans>
                    ) : (
                      <Trans>No barcode</Trans>
                    )}
                  </Badge>
                )}
                {!item.barcode && (
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto text-xs"
                    loading={generatingId === item.id}
                    onClick={() => onGenerate(item.id)}
                  >
                    {generatingId !== item.id && <Sparkles aria-hidden />}
                    <Trans>Generate a store barcode</Trans>
                  </Button>
                )}
              </div>
            </div>
            <div className="flex items-center gap-1">
              <Button
                variant="outline"
                size="icon"
                className="size-9"
                aria-label={t`One label fewer for ${name}`}
                disabled={quantity <= 0}
                onClick={() => onQuantityChange(item.id, quantity - 1)}
              >
                <Minus aria-hidden />
              </Button>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_PER_ITEM}
                value={quantity}
                onChange={(e) => onQuantityChange(item.id, e.target.valueAsNumber)}
                aria-label={t`Labels for ${name}`}
                className="h-9 w-16 text-center tabular-nums"
              />
              <Button
                variant="outline"
                size="icon"
                className="size-9"
                aria-label={t`One label more for ${name}`}
                disabled={quantity >= MAX_PER_ITEM}
                onClick={() => onQuantityChange(item.id, quantity + 1)}
              >
                <Plus aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 text-muted-foreground"
                aria-label={t`Remove ${name}`}
                onClick={() => onRemove(item.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
