import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Fulfilment, PlacedShopOrder, PublicShop, PublicShopItem } from '@app/contracts/shop';
import { Field } from '#src/components/ui/field.tsx';
import { HumanCheckNotice } from '#src/components/ui/human-check-notice.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Sheet } from '#src/components/ui/sheet.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { detailText } from '#src/lib/error-translator.ts';
import { cn } from '#src/lib/cn.ts';
import { isHumanCheckRequest } from '#src/lib/human-check.ts';
import { formatMoney } from '#src/lib/format.ts';
import { readString, writeString } from '#src/lib/storage.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { WhatsAppMark } from './whatsapp-mark.tsx';

const CUSTOMER_KEY = 'app_cache:shop_customer';

interface CheckoutSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shop: PublicShop;
  lines: { item: PublicShopItem; quantity: number }[];
  total: number | null;
  onQuantity: (itemId: string, quantity: number) => void;
  onPlaced: (order: PlacedShopOrder) => void;
}

function rememberedCustomer() {
  try {
    return JSON.parse(readString(CUSTOMER_KEY) ?? '{}') as {
      name?: string;
      phone?: string;
      address?: string;
    };
  } catch {
    return {};
  }
}

/** The cart and the order form: the server prices it, WhatsApp carries it to the shop. */
export function CheckoutSheet({
  open,
  onOpenChange,
  shop,
  lines,
  total,
  onQuantity,
  onPlaced,
}: CheckoutSheetProps) {
  const { t } = useLingui();
  const remembered = rememberedCustomer();
  const [name, setName] = useState(remembered.name ?? '');
  const [phone, setPhone] = useState(remembered.phone ?? '');
  const [address, setAddress] = useState(remembered.address ?? '');
  const [note, setNote] = useState('');
  const [fulfilment, setFulfilment] = useState<Fulfilment>(
    shop.pickupEnabled ? 'pickup' : 'delivery',
  );
  const place = usePlaceOrder(shop.slug);
  // The server's field problems, in the shop's language (shop-main.tsx installs the translator).
  const problems = (place.error instanceof ApiError ? (place.error.body?.details ?? []) : []).map(
    (d) => ({ ...d, message: detailText(d.message) }),
  );
  const problem = (field: string) => problems.find((d) => d.field === field)?.message;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    writeString(CUSTOMER_KEY, JSON.stringify({ name, phone, address }));
    place.mutate(
      {
        customerName: name,
        customerPhone: phone,
        note: note || null,
        fulfilment,
        address: fulfilment === 'delivery' ? address : null,
        lines: lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity })),
      },
      { onSuccess: onPlaced },
    );
  };

  const options = [
    shop.pickupEnabled && {
      value: 'pickup' as const,
      label: t({ message: 'Pick-up', comment: 'the customer collects the order at the shop' }),
    },
    shop.deliveryEnabled && { value: 'delivery' as const, label: t`Delivery` },
  ].filter(Boolean) as { value: Fulfilment; label: string }[];

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t`Your order`}
      description={shop.name}
      className="sm:mx-auto sm:max-w-lg sm:rounded-3xl sm:bottom-4"
    >
      <form onSubmit={handleSubmit} className="space-y-5">
        <ul className="divide-y divide-border rounded-2xl border border-border">
          {lines.map(({ item, quantity }) => (
            <li key={item.id} className="flex items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{item.name}</p>
                {item.price !== null && (
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {formatMoney(item.price * quantity, shop.currency)}
                  </p>
                )}
              </div>
              <QuantityStepper
                quantity={quantity}
                onChange={(q) => onQuantity(item.id, q)}
                label={item.name}
                size="sm"
              />
            </li>
          ))}
        </ul>
        {total !== null && (
          <div className="flex items-baseline justify-between px-1">
            <span className="text-sm text-muted-foreground">
              <Trans>Total</Trans>
            </span>
            <span className="text-lg font-bold tabular-nums">
              {formatMoney(total, shop.currency)}
            </span>
          </div>
        )}

        {options.length > 1 && (
          <div
            role="radiogroup"
            aria-label={t`Pick-up or delivery`}
            className="grid grid-cols-2 gap-2 rounded-full bg-surface-muted p-1"
          >
            {options.map((o) => (
              <button
                key={o.value}
                type="button"
                role="radio"
                aria-checked={fulfilment === o.value}
                onClick={() => setFulfilment(o.value)}
                className={cn(
                  'h-10 rounded-full text-sm font-semibold transition',
                  fulfilment === o.value ? 'bg-surface shadow-sm' : 'text-muted-foreground',
                )}
              >
                {o.label}
              </button>
            ))}
          </div>
        )}
        {shop.deliveryNote && (
          <p className="-mt-2 px-1 text-xs text-muted-foreground">{shop.deliveryNote}</p>
        )}

        <div className="grid gap-3">
          <Field label={t`Your name`} error={problem('customerName')}>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              required
              maxLength={100}
            />
          </Field>
          <Field label={t`Phone number`} error={problem('customerPhone')}>
            <Input
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
            />
          </Field>
          {fulfilment === 'delivery' && (
            <Field label={t`Delivery address`} error={problem('address')}>
              <Textarea
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                autoComplete="street-address"
                rows={2}
                required
              />
            </Field>
          )}
          <Field label={t`Note for the shop (optional)`}>
            <Textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={2}
              maxLength={500}
            />
          </Field>
        </div>

        <HumanCheckNotice check={place.humanCheck} />
        {place.error &&
          !(isHumanCheckRequest(place.error) && place.humanCheck.state !== 'idle') && (
            <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
              {problems.length > 0
                ? problems.map((d) => d.message).join(' · ')
                : place.error.message || t`Could not place the order. Please try again.`}
            </p>
          )}
        <button
          type="submit"
          disabled={place.isPending || lines.length === 0}
          className="flex h-13 w-full items-center justify-center gap-2 rounded-full bg-[#25D366] px-5 text-base font-bold text-[#0b3d1e] shadow-md transition active:scale-[0.98] disabled:opacity-60"
        >
          <WhatsAppMark />
          {place.humanCheck.state === 'checking'
            ? t`Checking…`
            : place.isPending
              ? t`Placing your order…`
              : t`Send order on WhatsApp`}
        </button>
      </form>
    </Sheet>
  );
}
