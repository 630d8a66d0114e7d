import { sunOfDay, type DaySun } from '@lineup/contracts/day-light';
import { dayKey, fromLocalInputValue } from './zoned-time';

// Event pages and Discover's day headings render on the server and hydrate in the browser, so
// everything here follows from its arguments alone: no "now" and no browser zone, or the two
// renders would differ. Whether an event starts at dawn or in the golden hour comes with the
// event (`light`, from the server), by the same rule (@lineup/contracts/day-light).

/**
 * Sunrise and sunset, to the minute, of the day `at` falls on in `timeZone`, at the place. Null
 * when the place has no coordinates or the sun neither rises nor sets that day.
 */
export function sunTimes(
  at: Date | string,
  timeZone: string,
  place: { latitude: number | null; longitude: number | null },
): DaySun | null {
  const { latitude, longitude } = place;
  if (latitude === null || longitude === null) return null;
  // The zone's local noon of that day, as the server finds it for the marks and the filter
  // (apps/server/src/modules/events/day-light.ts): the start itself (say 00:30 in Lisbon,
  // still the day before in UTC) could give suncalc the day before.
  const noon = fromLocalInputValue(`${dayKey(at, timeZone)}T12:00`, timeZone);
  return noon ? sunOfDay(noon, { latitude, longitude }) : null;
}
