import type { LocalDate } from '../zoned-time';

const RADIANS = Math.PI / 180;

/**
 * Approximate sunrise and sunset (NOAA's simplified equations, within a few minutes), so
 * "sunrise session" means sunrise in that town on that date, whatever the season.
 */
export function sunTimes(
  date: LocalDate,
  latitude: number,
  longitude: number,
): { sunrise: Date; sunset: Date } {
  const midnightUtc = Date.UTC(date.year, date.month - 1, date.day);
  const dayOfYear = Math.round((midnightUtc - Date.UTC(date.year, 0, 1)) / 86_400_000) + 1;
  const gamma = ((2 * Math.PI) / 365) * (dayOfYear - 1);
  const equationOfTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const declination =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const lat = latitude * RADIANS;
  const hourAngle =
    Math.acos(
      Math.cos(90.833 * RADIANS) / (Math.cos(lat) * Math.cos(declination)) -
        Math.tan(lat) * Math.tan(declination),
    ) / RADIANS;
  const minutes = (angle: number) => 720 - 4 * (longitude + angle) - equationOfTime;
  return {
    sunrise: new Date(midnightUtc + minutes(hourAngle) * 60_000),
    sunset: new Date(midnightUtc + minutes(-hourAngle) * 60_000),
  };
}
