/** "1 November 2026" from "2026-11-01", the same on the server and in every visitor's time zone. */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}
