import type { Shift } from '@app/contracts/shifts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownUp, Lock, Timer, Unlock } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { useOpenShift as useOpenShiftOf, useShifts } from '../api/get-shifts.ts';
import type { ShiftsBusiness } from '../business.ts';
import { ShiftList } from '../components/shift-list.tsx';
import { useTillDialogs, type TillControls } from '../components/till-dialogs.tsx';
import { useDeviceRegister } from '../register.ts';

/** /shifts/{businessId}: this till's shift (open, pay in/out, close) and every shift's report. */
export function ShiftsPage({ business }: { business: ShiftsBusiness }) {
  const { t } = useLingui();
  const [register] = useDeviceRegister();
  const current = useOpenShiftOf(business.id, register);
  const list = useShifts(business.id);
  const shifts = list.data?.pages.flatMap((p) => p.shifts) ?? [];
  const open = current.data ?? null;
  const openActions = (shift: Shift, controls: TillControls) => (
    <>
      <Button variant="outline" onClick={() => controls.moveCash('in')}>
        <ArrowDownUp aria-hidden /> <Trans>Pay in / out</Trans>
      </Button>
      <Button onClick={() => controls.closeShift(shift.id)}>
        <Lock aria-hidden /> <Trans>Close shift</Trans>
      </Button>
    </>
  );
  const till = useTillDialogs(business, register, open, openActions);

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
              <Button variant="outline" onClick={() => till.viewShift(open.id)}>
                <Trans>X report</Trans>
              </Button>
              {openActions(open, till)}
            </>
          ) : (
            <Button onClick={till.openShift} disabled={current.isPending}>
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
              onOpen={(shift) => till.viewShift(shift.id)}
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

      {till.dialogs}
    </div>
  );
}
