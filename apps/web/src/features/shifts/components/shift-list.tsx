import type { Shift } from '@app/contracts/shifts';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Badge } from '#src/components/ui/badge.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { differenceTone } from '../labels.ts';
import { signed } from './shift-report-view.tsx';

/** Shifts newest first: the till, open or closed, who opened it, and the count's difference. */
export function ShiftList({
  shifts,
  currency,
  timezone,
  onOpen,
}: {
  shifts: Shift[];
  currency: string;
  timezone: string;
  onOpen: (shift: Shift) => void;
}) {
  const { t } = useLingui();
  const money = (n: number) => formatMoney(n, currency);
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      {shifts.map((shift) => {
        const opened = formatDateTime(shift.openedAt, timezone);
        const who = shift.openedByUsername ?? t`someone`;
        return (
          <li key={shift.id}>
            <button
              type="button"
              onClick={() => onOpen(shift)}
              className="flex min-h-16 w-full items-center gap-3 px-4 py-2.5 text-left transition hover:bg-surface-muted"
            >
              <span className="min-w-0 flex-1 space-y-0.5">
                <span className="flex items-center gap-2">
                  <span className="truncate text-sm font-medium">{shift.register}</span>
                  {shift.status === 'open' ? (
                    <Badge variant="primary">{t({ message: 'Open', context: 'shift' })}</Badge>
                  ) : (
                    <Badge>{t({ message: 'Closed', context: 'shift' })}</Badge>
                  )}
                </span>
                <span className="block truncate text-xs text-muted-foreground">
                  {t`${opened} · opened by ${who}`}
                  {shift.closedByUsername && shift.closedByUsername !== shift.openedByUsername
                    ? ` · ${t`closed by ${shift.closedByUsername}`}`
                    : ''}
                </span>
              </span>
              {shift.difference !== null ? (
                <span className="shrink-0 text-right">
                  <span className="block text-[11px] text-muted-foreground">{t`Difference`}</span>
                  <span
                    className={cn(
                      'text-sm font-semibold tabular-nums',
                      differenceTone(shift.difference),
                    )}
                  >
                    {signed(shift.difference, money)}
                  </span>
                </span>
              ) : (
                <span className="shrink-0 text-right">
                  <span className="block text-[11px] text-muted-foreground">{t`Float`}</span>
                  <span className="text-sm font-medium tabular-nums">
                    {money(shift.openingFloat)}
                  </span>
                </span>
              )}
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
