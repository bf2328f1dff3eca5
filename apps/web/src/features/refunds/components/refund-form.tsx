import type { PaymentMethod } from '@app/contracts/payment-methods';
import type { Refund } from '@app/contracts/refunds';
import { REFUND_MESSAGES, REFUND_REASON_MAX_LENGTH } from '@app/contracts/refunds';
import type { Sale } from '@app/contracts/sales';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Banknote,
  CreditCard,
  HandCoins,
  Landmark,
  Minus,
  Plus,
  Smartphone,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { formatMoney } from '#src/lib/format.ts';
import { useSession } from '#src/lib/session.ts';
import { REFUND_METHOD_SHORT_LABELS } from '../labels.ts';
import { useCreateRefund } from '../api/create-refund.ts';
import {
  amountOf,
  initialDraft,
  previewRefund,
  provisionalRefund,
  refundBody,
  unitsLeft,
  type RefundDraft,
} from '../refund-draft.ts';

const ICONS: Record<PaymentMethod, LucideIcon> = {
  cash: Banknote,
  card: CreditCard,
  transfer: Landmark,
  mobile_money: Smartphone,
  credit: HandCoins,
};

/**
 * The refund screen: which lines and how many (all that is left by default), back to stock or
 * not, how the money goes back, why; the amount is previewed with the server's own arithmetic
 * and confirmed before anything is sent.
 */
export function RefundForm({
  businessId,
  currency,
  sale,
  onDone,
  onCancel,
  register,
}: {
  businessId: string;
  currency: string;
  sale: Sale;
  /** The refund, and whether it waits on this phone to sync. */
  onDone: (refund: Refund, queued: boolean) => void;
  onCancel: () => void;
  /** This device's register: its open shift gets the refund. */
  register: string;
}) {
  const { user } = useSession();
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<RefundDraft>(() => initialDraft(sale));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One id and key per screen: a retry of the same refund is recorded once (the server replays).
  const [refundId] = useState(() => crypto.randomUUID());
  const create = useCreateRefund();
  const preview = useMemo(() => previewRefund(sale, draft), [sale, draft]);
  const amount = formatMoney(amountOf(preview), currency);
  const chosen = preview.lines.reduce((n, line) => n + line.quantity, 0);
  const methods = (['cash', 'card', 'transfer', 'mobile_money', 'credit'] as const).filter(
    (m) => m !== 'credit' || sale.customerId !== null,
  );
  const methodLabel = i18n._(REFUND_METHOD_SHORT_LABELS[draft.method]);

  const setUnits = (lineId: string, units: number) =>
    setDraft((d) => ({ ...d, units: { ...d.units, [lineId]: units } }));

  const submit = async () => {
    setError(null);
    try {
      const body = refundBody(sale, draft, refundId, register);
      const result = await create.mutateAsync({ businessId, saleId: sale.id, body });
      // Offline it waits on this phone: its receipt shows what the server will record.
      const by = { userId: user?.id ?? null, username: user?.username ?? null };
      if (result.queued) onDone(provisionalRefund(sale, body, preview, by), true);
      else onDone(result.value, false);
    } catch (err) {
      // Shown under the form, with the choices kept: the dialog closes so it can be read.
      setError(errorMessage(err, REFUND_MESSAGES.createFailed));
      setConfirming(false);
    }
  };

  return (
    <div className="space-y-5">
      <section aria-labelledby="refund-lines" className="space-y-2">
        <h3 id="refund-lines" className="text-sm font-semibold">
          <Trans>What comes back</Trans>
        </h3>
        <ul className="divide-y divide-border rounded-xl border border-border">
          {sale.items.map((item) => {
            const left = unitsLeft(item);
            const units = draft.units[item.id] ?? 0;
            const name = item.name;
            const sold = item.quantity;
            const refunded = item.refundedQuantity;
            return (
              <li key={item.id} className="flex items-center gap-3 px-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{name}</p>
                  <p className="text-xs text-muted-foreground">
                    {refunded > 0 ? (
                      <Trans>
                        Sold {sold} · {refunded} already refunded
                      </Trans>
                    ) : (
                      <Trans>Sold {sold}</Trans>
                    )}
                  </p>
                </div>
                {left === 0 ? (
                  <span className="text-xs font-medium text-muted-foreground">
                    <Trans>Refunded</Trans>
                  </span>
                ) : (
                  <div
                    className="flex items-center gap-1"
                    role="group"
                    aria-label={t`Units of ${name} to refund`}
                  >
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-10"
                      aria-label={t`One less ${name}`}
                      disabled={units === 0}
                      onClick={() => setUnits(item.id, units - 1)}
                    >
                      <Minus aria-hidden />
                    </Button>
                    <output
                      className="w-12 text-center text-sm font-semibold tabular-nums"
                      aria-live="polite"
                      data-testid={`refund-units-${item.id}`}
                    >
                      {units}/{left}
                    </output>
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-10"
                      aria-label={t`One more ${name}`}
                      disabled={units >= left}
                      onClick={() => setUnits(item.id, units + 1)}
                    >
                      <Plus aria-hidden />
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <label className="flex items-start gap-3 rounded-xl border border-border p-3">
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium">
            <Trans>Put the items back in stock</Trans>
          </span>
          <span className="block text-xs text-muted-foreground">
            <Trans>
              Turn this off for damaged, spoiled or opened goods that cannot be sold again: the
              money goes back, the stock stays as it is.
            </Trans>
          </span>
        </span>
        <Switch
          checked={draft.restock}
          onCheckedChange={(restock) => setDraft((d) => ({ ...d, restock }))}
          aria-label={t`Put the items back in stock`}
        />
      </label>

      <section aria-labelledby="refund-method" className="space-y-2">
        <h3 id="refund-method" className="text-sm font-semibold">
          <Trans>Give the money back by</Trans>
        </h3>
        <div
          role="radiogroup"
          aria-labelledby="refund-method"
          className={cn(
            'grid gap-1 rounded-xl bg-surface-muted p-1',
            methods.length === 5 ? 'grid-cols-5' : 'grid-cols-4',
          )}
        >
          {methods.map((method) => {
            const Icon = ICONS[method];
            const checked = draft.method === method;
            return (
              <button
                key={method}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => setDraft((d) => ({ ...d, method }))}
                className={cn(
                  'flex min-h-14 min-w-0 flex-col items-center justify-center gap-1 rounded-lg px-1 text-[11px] leading-tight font-medium text-muted-foreground transition',
                  checked
                    ? 'bg-surface text-foreground shadow-sm ring-1 ring-border'
                    : 'hover:text-foreground',
                )}
              >
                <Icon className={cn('size-4', checked && 'text-primary')} aria-hidden />
                <span className="max-w-full text-center break-words hyphens-auto">
                  {i18n._(REFUND_METHOD_SHORT_LABELS[method])}
                </span>
              </button>
            );
          })}
        </div>
        {draft.method === 'credit' && (
          <p className="text-xs text-muted-foreground">
            <Trans>The amount comes off what the customer owes.</Trans>
          </p>
        )}
      </section>

      <Field label={t`Reason (optional)`}>
        <Textarea
          rows={2}
          maxLength={REFUND_REASON_MAX_LENGTH}
          value={draft.reason}
          placeholder={t`e.g. wrong size, damaged`}
          onChange={(e) => setDraft((d) => ({ ...d, reason: e.target.value }))}
        />
      </Field>

      <div className="space-y-1 rounded-xl bg-surface-muted p-3 text-sm">
        {preview.discount > 0n && (
          <p className="flex justify-between text-xs text-muted-foreground">
            <span>
              <Trans>Less its share of the sale's discount</Trans>
            </span>
            <span className="tabular-nums">
              −{formatMoney(Number(preview.discount) / 100, currency)}
            </span>
          </p>
        )}
        {preview.tax > 0n && (
          <p className="flex justify-between text-xs text-muted-foreground">
            <span>
              <Trans>Tax included</Trans>
            </span>
            <span className="tabular-nums">{formatMoney(Number(preview.tax) / 100, currency)}</span>
          </p>
        )}
        <p className="flex items-baseline justify-between font-semibold">
          <span>
            <Trans>To give back</Trans>
          </span>
          <span className="text-xl tabular-nums" data-testid="refund-preview">
            {amount}
          </span>
        </p>
      </div>

      {error && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="grid gap-2">
        <Button className="h-12" disabled={chosen === 0} onClick={() => setConfirming(true)}>
          <Undo2 aria-hidden />
          <Trans>Refund {amount}</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Give back ${amount} by ${methodLabel}?`}
        description={
          draft.restock
            ? t`The items go back into stock. A refund cannot be undone.`
            : t`The stock stays as it is. A refund cannot be undone.`
        }
        confirmLabel={t({
          message: 'Refund',
          context: 'verb: the button that gives the money back',
        })}
        onConfirm={submit}
      />
    </div>
  );
}
