import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date('2026-07-04T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how long ago, then the date after a month', () => {
    expect(timeAgo(testI18n, before(20_000), now)).toBe('just now');
    expect(timeAgo(testI18n, before(2 * 60_000), now)).toBe('2 minutes ago');
    expect(timeAgo(testI18n, before(60 * 60_000), now)).toBe('1 hour ago');
    expect(timeAgo(testI18n, before(5 * 60 * 60_000), now)).toBe('5 hours ago');
    expect(timeAgo(testI18n, before(30 * 60 * 60_000), now)).toBe('yesterday');
    expect(timeAgo(testI18n, before(3 * 86_400_000), now)).toBe('3 days ago');
    expect(timeAgo(testI18n, '2026-03-12T10:00:00Z', now)).toBe('12 Mar 2026');
  });

  it('says it in the page’s language, with its own plurals', () => {
    const portuguese = setupI18n({ locale: 'pt-PT', messages: { 'pt-PT': {} } });
    const dutch = setupI18n({ locale: 'nl', messages: { nl: {} } });
    expect(timeAgo(portuguese, before(2 * 60_000), now)).toBe('há 2 minutos');
    expect(timeAgo(portuguese, before(60 * 60_000), now)).toBe('há 1 hora');
    expect(timeAgo(dutch, before(3 * 86_400_000), now)).toBe('3 dagen geleden');
    expect(timeAgo(dutch, '2026-03-12T10:00:00Z', now)).toBe('12 mrt 2026');
  });
});
