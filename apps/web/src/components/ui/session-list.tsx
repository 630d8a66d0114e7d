import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { dayKey, formatShortDay, formatTime, isoInstant } from '@/lib/zoned-time';

/** One session of a series as a list shows it. */
export type SessionListItem = {
  id: string;
  /** Its own page (or panel). */
  to: string;
  /** Zoned ISO start. */
  start: string;
  current: boolean;
  cancelled: boolean;
  full: boolean;
};

/** "Tue 9 Jun · 07:00" in `timeZone`, with the year when it is not the current session's. */
function sessionWhen(i18n: I18n, start: string, currentStart: string, timeZone: string) {
  const year = dayKey(start, timeZone).slice(0, 4);
  const sameYear = year === dayKey(currentStart, timeZone).slice(0, 4);
  return `${formatShortDay(i18n, start, timeZone)}${sameYear ? '' : ` ${year}`} · ${formatTime(i18n, start, timeZone)}`;
}

function SessionMarks({ session }: { session: SessionListItem }) {
  const { t } = useLingui();
  const marks = [
    session.current ? ('current' as const) : null,
    session.cancelled ? ('cancelled' as const) : null,
    !session.cancelled && session.full ? ('full' as const) : null,
  ].filter((mark) => mark !== null);
  const labels = {
    current: t`This session`,
    cancelled: t({ message: 'Cancelled', comment: 'Mark on a cancelled session of a series' }),
    full: t({ message: 'Full', comment: 'Mark on a session with no places left' }),
  };
  if (marks.length === 0) return null;
  return (
    <span className="flex shrink-0 flex-wrap justify-end gap-1.5">
      {marks.map((mark) => (
        <span
          key={mark}
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            mark === 'current'
              ? 'bg-ocean-700 text-white'
              : mark === 'cancelled'
                ? 'bg-coral-50 text-coral-700'
                : 'bg-sand-100 text-sand-900',
          )}
        >
          {labels[mark]}
        </span>
      ))}
    </span>
  );
}

/**
 * The coming sessions of a recurring event or plan, each linking to its own page, the current
 * one marked, and how many more there are beyond the list.
 */
export function SessionList({
  sessions,
  total,
  timeZone,
  linkState,
}: {
  sessions: SessionListItem[];
  /** Every coming session that is not cancelled, also those not in the list. */
  total: number;
  timeZone: string;
  /** Router state for the links (a panel keeps the scroll). */
  linkState?: unknown;
}) {
  const { t, i18n } = useLingui();
  const currentStart = sessions.find((session) => session.current)?.start ?? sessions[0]?.start;
  const more = total - sessions.filter((session) => !session.cancelled).length;
  return (
    <>
      {sessions.length > 0 ? (
        <ol aria-label={t`Upcoming sessions`} className="divide-y divide-ocean-900/8">
          {sessions.map((session) => {
            const when = (
              <time
                dateTime={isoInstant(session.start)}
                className={cn(session.cancelled && 'line-through')}
              >
                {sessionWhen(i18n, session.start, currentStart ?? session.start, timeZone)}
              </time>
            );
            return (
              <li
                key={session.id}
                aria-current={session.current ? 'page' : undefined}
                className="flex min-h-11 items-center justify-between gap-3 py-1.5"
              >
                {session.current ? (
                  <span className="font-semibold">{when}</span>
                ) : (
                  <Link
                    to={session.to}
                    state={linkState}
                    className="font-medium text-ocean-700 underline-offset-2 hover:underline"
                  >
                    {when}
                  </Link>
                )}
                <SessionMarks session={session} />
              </li>
            );
          })}
        </ol>
      ) : null}
      {more > 0 ? (
        <p className="text-sm text-muted">
          {i18n._({
            ...msg`and {more, plural, one {# more session} other {# more sessions}}`,
            values: { more },
          })}
        </p>
      ) : null}
    </>
  );
}
