import type { Shift, ShiftWithReport } from '@app/contracts/shifts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownUp, Lock, Timer, Unlock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { useOpenShift as useOpenShiftOf, useShifts } from '../api/get-shifts.ts';
import { CashMovementDialog, type MovementType } from '../components/cash-movement-dialog.tsx';
import { CloseShiftDialog } from '../components/close-shift-dialog.tsx';
import { OpenShiftDialog } from '../components/open-shift-dialog.tsx';
import { ShiftDetail } from '../components/shift-detail.tsx';
import { ShiftList } from '../components/shift-list.tsx';
import { useDeviceRegister } from '../register.ts';

export interface ShiftsBusiness {
  id: string;
  name: string;
  currency: string;
  timezone: string;
}

/** /shifts/{businessId}: this till's shift (open, pay in/out, close) and every shift's report. */
export function ShiftsPage({ business }: { business: ShiftsBusiness }) {
  const { t } = useLingui();
  const [register] = useDeviceRegister();
  const current = useOpenShiftOf(business.id, register);
  const list = useShifts(business.id);
  const [opening, setOpening] = useState(false);
  const [moving, setMoving] = useState<MovementType | null>(null);
  const [closingId, setClosingId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const shifts = list.data?.pages.flatMap((p) => p.shifts) ?? [];
  const open = current.data ?? null;

  const openActions = (shift: Shift) => (
    <>
      <Button variant="outline" onClick={() => setMoving('in')}>
        <ArrowDownUp aria-hidden /> <Trans>Pay in / out</Trans>
      </Button>
      <Button
        onClick={() => {
          setViewing(null);
          setClosingId(shift.id);
        }}
      >
        <Lock aria-hidden /> <Trans>Close shift</Trans>
      </Button>
    </>
  );

  const closed = (shift: ShiftWithReport) => {
    setClosingId(null);
    // The Z report, at once.
    setViewing(shift.id);
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Shifts`}
        description={t`Open the till with a float, count the cash at the end, see every report.`}
      />

      <section
        aria-label={t`This till`}
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex min-w-0 items-center gap-3">
          <span
            className={
              open
                ? 'flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary'
                : 'flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted-foreground'
            }
          >
            {open ? (
              <Unlock className="size-5" aria-hidden />
            ) : (
              <Timer className="size-5" aria-hidden />
            )}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold">
              {open ? (
                <Trans>Shift open on {register}</Trans>
              ) : (
                <Trans>No open shift on {register}</Trans>
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              {current.isPending ? (
                <Skeleton className="mt-1 h-4 w-40" />
              ) : open ? (
                t`Since ${formatDateTime(open.openedAt, business.timezone)} · float ${formatMoney(open.openingFloat, business.currency)}`
              ) : (
                t`Open one to start counting this till's cash.`
              )}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {open ? (
            <>
              <Button variant="outline" onClick={() => setViewing(open.id)}>
                <Trans>X report</Trans>
              </Button>
              {openActions(open)}
            </>
          ) : (
            <Button onClick={() => setOpening(true)} disabled={current.isPending}>
              <Unlock aria-hidden /> <Trans>Open shift</Trans>
            </Button>
          )}
        </div>
      </section>

      <section className="space-y-2">
        <h2 className="px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <Trans>All shifts</Trans>
        </h2>
        {list.isPending ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <EmptyState
            title={t`Could not load the shifts`}
            description={errorMessage(list.error, t`Check your connection and try again.`)}
            action={
              <Button variant="outline" onClick={() => void list.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        ) : shifts.length === 0 ? (
          <EmptyState
            icon={Timer}
            title={t`No shifts yet`}
            description={t`A shift starts with the cash in the drawer and ends with counting it.`}
          />
        ) : (
          <>
            <ShiftList
              shifts={shifts}
              currency={business.currency}
              timezone={business.timezone}
              onOpen={(shift) => setViewing(shift.id)}
            />
            {list.hasNextPage && (
              <Button
                variant="outline"
                className="w-full"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                <Trans>Load more</Trans>
              </Button>
            )}
          </>
        )}
      </section>

      <OpenShiftDialog
        open={opening}
        onOpenChange={setOpening}
        businessId={business.id}
        currency={business.currency}
        register={register}
      />
      {open && (
        <CashMovementDialog
          type={moving}
          onClose={() => setMoving(null)}
          businessId={business.id}
          shiftId={open.id}
          currency={business.currency}
        />
      )}
      <CloseShiftDialog
        shiftId={closingId}
        onClose={() => setClosingId(null)}
        businessId={business.id}
        currency={business.currency}
        onClosed={closed}
      />
      <ShiftDetail
        businessId={business.id}
        business={business}
        shiftId={viewing}
        onClose={() => setViewing(null)}
        actions={open && viewing === open.id ? openActions(open) : undefined}
      />
    </div>
  );
}
