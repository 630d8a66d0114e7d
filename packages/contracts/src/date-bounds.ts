// Bounds on the dates Lineup accepts (docs/decisions/0013-date-bounds.md). Without them one
// event ending in the year 9999 made every list's date arithmetic overflow PostgreSQL's
// timestamp range, and the listing failed for every visitor.

/** Dates sent in a form or a query lie in these years (inclusive). */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;
export const DATE_YEAR_MESSAGE = `Choose a date between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}.`;

/**
 * The longest an event may last: a festival week or a month-long course fits, a "season" does
 * not. The lists rely on it to bound how far back an event that is still on can have started.
 */
export const EVENT_LENGTH_MAX_DAYS = 31;
export const EVENT_LENGTH_MESSAGE = `An event can last at most ${EVENT_LENGTH_MAX_DAYS} days. Split a longer one into several events.`;

const DAY_MS = 86_400_000;
export const EVENT_LENGTH_MAX_MS = EVENT_LENGTH_MAX_DAYS * DAY_MS;

/**
 * Whether the four-digit year that starts `value` (`2026-07-04`, `2026-07-04T18:30`, ...) is in
 * range. A value in another shape passes: the format checks report it.
 */
export function isYearInRange(value: string): boolean {
  const match = /^(\d{4})-/.exec(value);
  if (!match) return true;
  const year = Number(match[1]);
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/**
 * Whether two wall-clock times (`2026-07-04T18:30`) are at most the maximum event length apart.
 * Read as if both were UTC; the server checks the instants in the area's zone again.
 */
export function isWithinEventLength(startLocal: string, endLocal: string): boolean {
  const start = Date.parse(`${startLocal.slice(0, 16)}Z`);
  const end = Date.parse(`${endLocal.slice(0, 16)}Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return true;
  return end - start <= EVENT_LENGTH_MAX_MS;
}
