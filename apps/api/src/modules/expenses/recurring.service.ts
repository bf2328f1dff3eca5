import {
  DEFAULT_BUSINESS_SETTINGS,
  EXPENSE_MESSAGES,
  RECURRING_MAX_PER_BUSINESS,
  RECURRING_START_MAX_AGE_DAYS,
  type CreateRecurringExpenseInput,
  type RecurringExpense,
  type UpdateRecurringExpenseInput,
  UUID_PATTERN,
} from '@app/contracts';
import type { UserRow } from '#src/modules/auth/sessions.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { DbOrTx } from '#src/platform/db.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { AppError } from '#src/platform/errors.ts';
import { validationError } from '#src/platform/multipart.ts';
import { addDays, localDate, occurrenceDate } from './calendar.ts';
import * as repo from './recurring.repo.ts';

/** At most this many occurrences of one schedule are recorded in one run (a year of weeks). */
const MAX_OCCURRENCES_PER_RUN = 400;

export const recurringNotFound = () =>
  new AppError('RECURRING_EXPENSE_NOT_FOUND', EXPENSE_MESSAGES.recurringNotFound, 404);

export const businessToday = (access: BusinessAccess, now: Date) =>
  localDate(now, access.row.settings.timezone ?? DEFAULT_BUSINESS_SETTINGS.timezone);

export function toRecurringDto(row: repo.RecurringRow): RecurringExpense {
  return {
    id: row.id,
    businessId: row.businessId,
    amount: Number(row.amount),
    category: row.category,
    paymentMethod: row.paymentMethod,
    note: row.note,
    frequency: row.frequency,
    startDate: row.startDate,
    endDate: row.endDate,
    nextDate: row.nextDate,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The first occurrence from `index` on, or null when it falls after the end date. */
function nextOccurrence(
  schedule: Pick<repo.RecurringRow, 'startDate' | 'endDate' | 'frequency'>,
  index: number,
): string | null {
  const date = occurrenceDate(schedule.startDate, schedule.frequency, index);
  return schedule.endDate && date > schedule.endDate ? null : date;
}

/**
 * Records the occurrences of one schedule due by `today` (its business's day), under the
 * schedule's row lock: a concurrent run waits, then finds nothing left to do. Each occurrence
 * is an ordinary expense; the unique (recurring_id, occurrence_date) keeps it single even if
 * two servers raced past the lock. Returns how many expenses were recorded.
 */
async function materialiseSchedule(
  deps: AppDeps,
  id: string,
  now: Date,
  today: string,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const schedule = await repo.lockRecurring(tx, id);
    if (!schedule || schedule.nextDate === null) return 0;
    const occurrences: string[] = [];
    let index = schedule.nextIndex;
    let next = nextOccurrence(schedule, index);
    while (next !== null && next <= today && occurrences.length < MAX_OCCURRENCES_PER_RUN) {
      occurrences.push(next);
      index += 1;
      next = nextOccurrence(schedule, index);
    }
    if (occurrences.length === 0) return 0;
    const recorded = await repo.insertOccurrences(
      tx,
      occurrences.map((date) => ({
        businessId: schedule.businessId,
        amount: schedule.amount,
        category: schedule.category,
        date,
        paymentMethod: schedule.paymentMethod,
        note: schedule.note,
        recurringId: schedule.id,
        occurrenceDate: date,
        createdBy: schedule.createdBy,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await repo.updateRecurring(tx, schedule.id, { nextIndex: index, nextDate: next });
    return recorded;
  });
}

/**
 * Records every occurrence due up to `now` exactly once, for every business (the hourly run)
 * or one (before its expenses, analytics or dashboard are answered). Safe to run concurrently
 * and again: each schedule advances under its own lock.
 */
export async function materialiseDueExpenses(
  deps: AppDeps,
  now: Date,
  options: { businessId?: string } = {},
): Promise<number> {
  // No time zone is more than 14 hours ahead of UTC: nothing is due after tomorrow (UTC).
  const latest = addDays(now.toISOString().slice(0, 10), 1);
  const due = await repo.findDueSchedules(deps.db, latest, options.businessId);
  let recorded = 0;
  for (const schedule of due) {
    const today = localDate(now, schedule.timezone ?? DEFAULT_BUSINESS_SETTINGS.timezone);
    if (schedule.nextDate !== null && schedule.nextDate <= today) {
      recorded += await materialiseSchedule(deps, schedule.id, now, today);
    }
  }
  return recorded;
}

function checkStart(startDate: string, today: string) {
  if (startDate < addDays(today, -RECURRING_START_MAX_AGE_DAYS)) {
    throw validationError([{ field: 'startDate', message: EXPENSE_MESSAGES.startTooOld }]);
  }
}

function checkEnd(startDate: string, endDate: string | null) {
  if (endDate !== null && endDate < startDate) {
    throw validationError([{ field: 'endDate', message: EXPENSE_MESSAGES.endBeforeStart }]);
  }
}

export async function listRecurring(db: DbOrTx, access: BusinessAccess) {
  const rows = await repo.listRecurring(db, access.id, RECURRING_MAX_PER_BUSINESS);
  return { recurringExpenses: rows.map(toRecurringDto) };
}

export async function getRecurring(db: DbOrTx, access: BusinessAccess, id: string) {
  const row = UUID_PATTERN.test(id) ? await repo.findRecurring(db, access.id, id) : undefined;
  if (!row) throw recurringNotFound();
  return toRecurringDto(row);
}

/** Creates a schedule and records at once the occurrences already due (a past start date). */
export async function createRecurring(
  deps: AppDeps,
  access: BusinessAccess,
  user: UserRow,
  input: CreateRecurringExpenseInput,
): Promise<RecurringExpense> {
  const now = deps.now();
  const today = businessToday(access, now);
  checkStart(input.startDate, today);
  checkEnd(input.startDate, input.endDate ?? null);
  if ((await repo.countRecurring(deps.db, access.id)) >= RECURRING_MAX_PER_BUSINESS) {
    throw new AppError('RECURRING_EXPENSE_LIMIT_REACHED', EXPENSE_MESSAGES.recurringLimit, 409);
  }
  const row = await repo.insertRecurring(deps.db, {
    businessId: access.id,
    amount: input.amount,
    category: input.category,
    paymentMethod: input.paymentMethod,
    note: input.note ?? null,
    frequency: input.frequency,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    nextIndex: 0,
    nextDate: input.startDate,
    createdBy: user.id,
    createdAt: now,
    updatedAt: now,
  });
  await materialiseSchedule(deps, row.id, now, today);
  return getRecurring(deps.db, access, row.id);
}

/**
 * Amount, category, payment method and note apply to occurrences still to come. A new
 * frequency or start date is a new schedule: it starts today or later, counted from its start.
 */
export async function updateRecurring(
  deps: AppDeps,
  access: BusinessAccess,
  id: string,
  input: UpdateRecurringExpenseInput,
): Promise<RecurringExpense> {
  if (!UUID_PATTERN.test(id)) throw recurringNotFound();
  const now = deps.now();
  const today = businessToday(access, now);
  await deps.db.transaction(async (tx) => {
    const current = await repo.lockRecurring(tx, id);
    if (!current || current.businessId !== access.id) throw recurringNotFound();
    const frequency = input.frequency ?? current.frequency;
    const startDate = input.startDate ?? current.startDate;
    const endDate = input.endDate === undefined ? current.endDate : input.endDate;
    const rescheduled = frequency !== current.frequency || startDate !== current.startDate;
    if (rescheduled && startDate < today) {
      throw validationError([
        { field: 'startDate', message: EXPENSE_MESSAGES.rescheduleFromToday },
      ]);
    }
    checkEnd(startDate, endDate);
    const nextIndex = rescheduled ? 0 : current.nextIndex;
    await repo.updateRecurring(tx, id, {
      amount: input.amount ?? current.amount,
      category: input.category ?? current.category,
      paymentMethod: input.paymentMethod ?? current.paymentMethod,
      note: input.note === undefined ? current.note : input.note,
      frequency,
      startDate,
      endDate,
      nextIndex,
      nextDate: nextOccurrence({ startDate, endDate, frequency }, nextIndex),
    });
  });
  await materialiseSchedule(deps, id, now, today);
  return getRecurring(deps.db, access, id);
}

/** Stops the schedule; the expenses it recorded stay (they were paid). */
export async function deleteRecurring(db: DbOrTx, access: BusinessAccess, id: string) {
  const deleted = UUID_PATTERN.test(id) ? await repo.deleteRecurring(db, access.id, id) : undefined;
  if (!deleted) throw recurringNotFound();
  return { message: EXPENSE_MESSAGES.recurringDeleted };
}
