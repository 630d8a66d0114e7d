// Days of the Lisbon calendar for journeys that create something in a Portuguese area: the
// form reads its times in the area's zone, whatever zone the test machine is in.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Lisbon calendar day ("2026-07-07") `days` from now. */
export function lisbonDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + days * DAY_MS),
  );
}

/**
 * The first Lisbon day at least three days away that is on `weekday` (0 = Sunday), so the first
 * session of a series made for it is still to come.
 */
export function nextLisbonWeekday(weekday: number): string {
  for (let days = 3; ; days++) {
    const day = lisbonDay(days);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === weekday) return day;
  }
}

/** `day` ("2026-07-07") plus `days`, as a calendar day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
