import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, toLocalInputValue, toZonedIso, zoneOffsetLabel } from './local-time';

describe('area local time', () => {
  it('reads a Lisbon summer evening as the instant an hour earlier in UTC', () => {
    const instant = fromLocalInputValue('2026-07-04T18:30', 'Europe/Lisbon');
    expect(instant?.toISOString()).toBe('2026-07-04T17:30:00.000Z');
    expect(toZonedIso(instant!, 'Europe/Lisbon')).toBe('2026-07-04T18:30:00+01:00');
  });

  it('reads Colombo time with its half-hour offset', () => {
    const instant = fromLocalInputValue('2026-01-10T07:00', 'Asia/Colombo');
    expect(instant?.toISOString()).toBe('2026-01-10T01:30:00.000Z');
    expect(zoneOffsetLabel(instant!, 'Asia/Colombo')).toBe('GMT+5:30');
  });

  it('shows a stored instant as the wall clock of the area, not of the browser', () => {
    expect(toLocalInputValue('2026-12-31T23:15:00Z', 'Europe/Amsterdam')).toBe('2027-01-01T00:15');
    expect(toLocalInputValue('2026-12-31T23:15:00Z', 'Europe/Lisbon')).toBe('2026-12-31T23:15');
  });

  it('round-trips across the autumn clock change, taking the first of the repeated hour', () => {
    const first = fromLocalInputValue('2026-10-25T01:30', 'Europe/Lisbon');
    expect(first?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(toLocalInputValue(first!, 'Europe/Lisbon')).toBe('2026-10-25T01:30');
  });

  it('moves a time skipped by the spring clock change forward', () => {
    const skipped = fromLocalInputValue('2026-03-29T02:30', 'Europe/Amsterdam');
    expect(toLocalInputValue(skipped!, 'Europe/Amsterdam')).toBe('2026-03-29T03:30');
  });

  it('refuses what is not a local date and time', () => {
    expect(fromLocalInputValue('', 'Europe/Lisbon')).toBeNull();
    expect(fromLocalInputValue('2026-07-04', 'Europe/Lisbon')).toBeNull();
  });
});
