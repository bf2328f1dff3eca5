import { fromCents, toCents } from '@app/contracts/domain/money';
import type { ShiftWithReport } from '@app/contracts/shifts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Panel } from '#src/components/ui/panel.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { currencySymbol, formatMoney } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useOnlineStatus } from '#src/lib/use-online-status.ts';
import { useShift } from '../api/get-shifts.ts';
import { useCloseShift } from '../api/shift-writes.ts';
import { differenceTone } from '../labels.ts';
import { centsToNumber, typedCents } from '../money-input.ts';
import { MoneyInput } from '#src/components/ui/money-input.tsx';
import { signed } from './shift-report-view.tsx';

interface CloseShiftDialogProps {
  shiftId: string | null;
  onClose: () => void;
  businessId: string;
  currency: string;
  /** The shift is closed: its Z report is shown next. */
  onClosed: (shift: ShiftWithReport) => void;
}

/** Cash-up: count the drawer; the expected cash and the difference show as the count is typed. */
export function CloseShiftDialog(props: CloseShiftDialogProps) {
  const { t } = useLingui();
  return (
    <Panel
      open={props.shiftId !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t`Close the shift`}
      description={t`Count the cash in the drawer, notes and coins.`}
    >
      {props.shiftId && <CloseShiftForm {...props} shiftId={props.shiftId} />}
    </Panel>
  );
}

function CloseShiftForm({
  shiftId,
  onClose,
  businessId,
  currency,
  onClosed,
}: CloseShiftDialogProps & { shiftId: string }) {
  const { t } = useLingui();
  const shift = useShift(businessId, shiftId);
  const close = useCloseShift();
  const [counted, setCounted] = useState('');
  const [tried, setTried] = useState(false);
  // Offline (or the report failing), the count is taken all the same: the Z report compares.
  const online = useOnlineStatus();
  const unknown = !shift.data && (shift.isError || !online);
  const countedCents = typedCents(counted);
  const expected = shift.data ? toCents(shift.data.report.expectedCash.toFixed(2)) : null;
  const difference =
    countedCents !== null && expected !== null ? centsToNumber(countedCents - expected) : null;
  const money = (n: number) => formatMoney(n, currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (countedCents === null) return;
    try {
      const result = await close.mutateAsync({
        businessId,
        shiftId,
        countedCash: fromCents(countedCents),
      });
      if (result.queued) {
        toast.success(t`Shift closed on this phone: its report is ready once it syncs`);
        onClose();
        return;
      }
      toast.success(t`Shift closed`);
      onClosed(result.value);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not close the shift`));
    }
  };

  return (
    <form className="space-y-4 pb-4" onSubmit={(e) => void submit(e)} noValidate>
      <div className="grid grid-cols-2 gap-3">
        <Figure label={t`Expected cash`}>
          {shift.data ? (
            money(shift.data.report.expectedCash)
          ) : unknown ? (
            '–'
          ) : (
            <Skeleton className="h-7 w-24" />
          )}
        </Figure>
        <Figure
          label={t`Difference`}
          className={difference === null ? 'text-muted-foreground' : differenceTone(difference)}
        >
          <span data-testid="close-difference">
            {difference === null ? '–' : signed(difference, money)}
          </span>
        </Figure>
      </div>
      <Field
        label={t`Counted cash`}
        error={tried && countedCents === null ? t`Enter the cash you counted` : undefined}
        hint={
          unknown
            ? t`The expected cash is not known here offline: the shift's report compares it once it syncs.`
            : difference === null
              ? t`The float, the cash taken and pay-ins, less pay-outs and cash refunds.`
              : difference === 0
                ? t`The drawer balances.`
                : difference < 0
                  ? t`The drawer is short.`
                  : t`The drawer is over.`
        }
      >
        <MoneyInput
          size="lg"
          value={counted}
          onChange={setCounted}
          symbol={currencySymbol(currency)}
          placeholder="0.00"
          autoFocus
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={close.isPending} disabled={!shift.data && !unknown}>
          <Trans>Close shift</Trans>
        </Button>
      </div>
    </form>
  );
}

function Figure({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className="rounded-xl border border-border bg-surface-muted px-3 py-2.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className={cn('mt-0.5 text-xl font-semibold tabular-nums', className)}>{children}</p>
    </div>
  );
}
