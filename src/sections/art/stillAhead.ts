/**
 * Whether something planned for `year` is still ahead in `currentYear` (undated plans always are).
 * A plan is upcoming until its year is over, so the page never announces a future that has passed.
 */
export function stillAhead(year: number | undefined, currentYear: number): boolean {
  return year === undefined || year >= currentYear;
}
