import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OpeningHours } from '@app/contracts/shop';

// What Intl answers (in English) for the shop's weekday; the index is the day (0 = Sunday).
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// The same days as the customer reads them, in the shop's language.
const DAY_LABELS = [
  msg({ message: 'Sun', comment: 'short weekday: Sunday' }),
  msg({ message: 'Mon', comment: 'short weekday: Monday' }),
  msg({ message: 'Tue', comment: 'short weekday: Tuesday' }),
  msg({ message: 'Wed', comment: 'short weekday: Wednesday' }),
  msg({ message: 'Thu', comment: 'short weekday: Thursday' }),
  msg({ message: 'Fri', comment: 'short weekday: Friday' }),
  msg({ message: 'Sat', comment: 'short weekday: Saturday' }),
];

export interface OpeningState {
  open: boolean;
  /** "Closes 18:00", "Opens Mon 09:00". */
  detail: string | null;
}

/**
 * The day (0 = Sunday) and minutes past midnight now in the shop's time zone. Read by the code,
 * never shown, so a fixed locale whose answers DAYS knows (ADR 069 leaves machine formats be).
 */
function localNow(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: DAYS.indexOf(get('weekday')),
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Open or closed now, from the owner's opening hours; null when no hours are given. */
export function openingState(
  hours: OpeningHours,
  timeZone: string,
  i18n: I18n,
  now = new Date(),
): OpeningState | null {
  if (hours.length === 0) return null;
  let local: { day: number; minutes: number };
  try {
    local = localNow(now, timeZone);
  } catch {
    return null;
  }
  for (const period of hours) {
    const opens = toMinutes(period.opens);
    const closes = toMinutes(period.closes);
    // A period past midnight (18:00-02:00) belongs to the day it opens.
    const overnight = closes <= opens;
    const today =
      period.day === local.day && local.minutes >= opens && (overnight || local.minutes < closes);
    const fromYesterday = overnight && period.day === (local.day + 6) % 7 && local.minutes < closes;
    if (today || fromYesterday) {
      const time = period.closes;
      return { open: true, detail: i18n._(msg`Closes ${time}`) };
    }
  }
  for (let ahead = 0; ahead < 8; ahead++) {
    const day = (local.day + ahead) % 7;
    const next = hours
      .filter((p) => p.day === day && (ahead > 0 || toMinutes(p.opens) > local.minutes))
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens))[0];
    if (next) {
      const time = next.opens;
      if (ahead === 0) return { open: false, detail: i18n._(msg`Opens today ${time}`) };
      const weekday = i18n._(DAY_LABELS[day]!);
      return {
        open: false,
        detail: i18n._(
          msg({
            message: `Opens ${weekday} ${time}`,
            comment: '{weekday}: a short weekday, e.g. Mon',
          }),
        ),
      };
    }
  }
  return { open: false, detail: null };
}
