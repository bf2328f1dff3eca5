import type { OpeningHours } from '@app/contracts/shop';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface OpeningState {
  open: boolean;
  /** "Closes 18:00", "Opens Mon 09:00". */
  detail: string | null;
}

/** The day (0 = Sunday) and minutes past midnight now in the shop's time zone. */
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
    if (today || fromYesterday) return { open: true, detail: `Closes ${period.closes}` };
  }
  for (let ahead = 0; ahead < 8; ahead++) {
    const day = (local.day + ahead) % 7;
    const next = hours
      .filter((p) => p.day === day && (ahead > 0 || toMinutes(p.opens) > local.minutes))
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens))[0];
    if (next) {
      return { open: false, detail: `Opens ${ahead === 0 ? 'today' : DAYS[day]} ${next.opens}` };
    }
  }
  return { open: false, detail: null };
}
