import { Trans, useLingui } from '@lingui/react/macro';
import { Package, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { useProductSearch } from '../api/search-products.ts';

export interface PickedProduct {
  id: string;
  name: string;
}

/** The history's product filter: sales with at least one line of this product. */
export function ProductFilter({
  businessId,
  value,
  onChange,
}: {
  businessId: string;
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const results = useProductSearch(businessId, open ? text : '');
  return (
    <div className="flex h-11 items-center gap-2 rounded-xl border border-border bg-surface p-1.5 pl-3">
      <Package className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-w-0 flex-1 truncate text-left text-sm"
      >
        {value ? (
          <span className="font-medium">{value.name}</span>
        ) : (
          <span className="text-muted-foreground">
            <Trans>All products</Trans>
          </span>
        )}
      </button>
      {value && (
        <button
          type="button"
          aria-label={t`Any product`}
          onClick={() => onChange(null)}
          className="rounded-lg p-1.5 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
        >
          <X className="size-4" />
        </button>
      )}
      {open && (
        <Dialog open onOpenChange={setOpen} title={t`Sales of a product`}>
          <div className="space-y-3">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                autoFocus
                type="search"
                aria-label={t`Search products`}
                placeholder={t`Name, SKU or barcode`}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="pl-9"
              />
            </div>
            <ul className="-mx-2 max-h-80 overflow-y-auto">
              {(results.items ?? []).map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange({ id: item.id, name: item.name });
                      setOpen(false);
                    }}
                    className="w-full truncate rounded-lg px-2 py-2.5 text-left text-sm hover:bg-surface-muted"
                  >
                    {item.name}
                  </button>
                </li>
              ))}
              {results.items?.length === 0 && (
                <li className="py-4 text-center text-sm text-muted-foreground">
                  <Trans>No products match</Trans>
                </li>
              )}
            </ul>
          </div>
        </Dialog>
      )}
    </div>
  );
}
