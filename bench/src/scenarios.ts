/** What the inventory search scenario types, one word per request, in turn. */
export const SEARCH_WORDS = ['fresh', 'royal bev', 'sku-0012', 'daily', 'happy snacks', 'golden 4'];

/** The day `offsetDays` from today in the business's time zone, as the API takes it. */
function localDay(offsetDays: number, timezone: string) {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(day);
}

/** `?from=&to=` for the last 365 days: the analytics for a year that the bench times. */
export function yearQuery(timezone: string): string {
  return `?from=${localDay(-364, timezone)}&to=${localDay(0, timezone)}`;
}
