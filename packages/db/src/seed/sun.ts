import { getTimes } from 'suncalc';
import type { LocalDate } from '../zoned-time';

/**
 * Sunrise and sunset in that town on that date, so "sunrise session" means sunrise there,
 * whatever the season. The same library (suncalc) gives the times shown on event pages.
 */
export function sunTimes(
  date: LocalDate,
  latitude: number,
  longitude: number,
): { sunrise: Date; sunset: Date } {
  // Midday UTC falls on `date` in every zone from UTC−11 to UTC+11, so suncalc answers for
  // that day.
  const { sunrise, sunset } = getTimes(
    new Date(Date.UTC(date.year, date.month - 1, date.day, 12)),
    latitude,
    longitude,
  );
  if (!sunrise || !sunset) {
    throw new Error(`The sun neither rises nor sets at ${latitude}, ${longitude} that day.`);
  }
  return { sunrise, sunset };
}
