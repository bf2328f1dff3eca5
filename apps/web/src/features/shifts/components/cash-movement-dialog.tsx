import { fromCents } from '@app/contracts/domain/money';
import { CASH_MOVEMENT_REASON_MAX_LENGTH } from '@app/contracts/shifts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Panel } from '#src/components/ui/panel.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { currencySymbol } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useCashMovement } from '../api/shift-writes.ts';
import { typedCents } from '../money-input.ts';
import { MoneyInput } from '#src/components/ui/money-input.tsx';

export type MovementType = 'in' | 'out';

interface CashMovementDialogProps {
  /** The dialog is open on this kind of movement (the person may switch it). */
  type: MovementType | null;
  onClose: () => void;
  businessId: string;
  shiftId: string;
  currency: string;
}

/** A pay-in (change brought in) or a pay-out (a delivery paid from the drawer), with why. */
export function CashMovementDialog(props: CashMovementDialogProps) {
  const { t } = useLingui();
  return (
    <Panel
      open={props.type !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t`Cash in or out`}
      description={t`Money put into or taken out of the drawer, not for a sale.`}
    >
      {props.type && <CashMovementForm {...props} initialType={props.type} />}
    </Panel>
  );
}

function CashMovementForm({
  initialType,
  onClose,
  businessId,
  shiftId,
  currency,
}: CashMovementDialogProps & { initialType: MovementType }) {
  const { t } = useLingui();
  const [type, setType] = useState<MovementType>(initialType);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const move = useCashMovement();
  const cents = typedCents(amount);
  const amountError = cents === null || cents === 0n ? t`Enter an amount more than 0` : undefined;
  const reasonError = reason.trim() ? undefined : t`Say why the cash moved`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountError || reasonError || cents === null) return;
    try {
      const result = await move.mutateAsync({
        businessId,
        shiftId,
        body: { type, amount: fromCents(cents), reason: reason.trim() },
      });
      if (result.queued) toast.success(t`Saved on this phone: it syncs when you are back online`);
      else toast.success(type === 'in' ? t`Pay-in recorded` : t`Pay-out recorded`);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, t`Could not record the cash movement`));
    }
  };

  const choice = (value: MovementType, label: string, Icon: typeof ArrowDownToLine) => (
    <button
      type="button"
      role="radio"
      aria-checked={type === value}
      onClick={() => setType(value)}
      className={cn(
        'flex h-12 flex-1 items-center justify-center gap-2 rounded-lg border text-sm font-medium transition',
        type === value
          ? 'border-primary bg-primary-soft text-primary'
          : 'border-input bg-surface text-muted-foreground hover:bg-surface-muted',
      )}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </button>
  );

  return (
    <form className="space-y-4 pb-4" onSubmit={(e) => void submit(e)} noValidate>
      <div role="radiogroup" aria-label={t`Cash in or out`} className="flex gap-2">
        {choice('in', t`Pay in`, ArrowDownToLine)}
        {choice('out', t`Pay out`, ArrowUpFromLine)}
      </div>
      <Field label={t`Amount`} error={tried ? amountError : undefined}>
        <MoneyInput
          size="lg"
          value={amount}
          onChange={setAmount}
          symbol={currencySymbol(currency)}
          placeholder="0.00"
          autoFocus
        />
      </Field>
      <Field
        label={t`Reason`}
        hint={
          type === 'in' ? t`For example: change from the bank` : t`For example: paid the delivery`
        }
        error={tried ? reasonError : undefined}
      >
        <Input
          value={reason}
          maxLength={CASH_MOVEMENT_REASON_MAX_LENGTH}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={move.isPending}>
          {type === 'in' ? <Trans>Record pay-in</Trans> : <Trans>Record pay-out</Trans>}
        </Button>
      </div>
    </form>
  );
}
