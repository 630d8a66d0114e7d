import { useLingui } from '@lingui/react/macro';
import type { ProfileEvent } from '@lineup/contracts';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatStartWithZone } from '@/lib/zoned-time';

type ProfileEventListProps = {
  title: string;
  events: (ProfileEvent & { rsvpStatus?: 'going' | 'interested' })[];
  /** Shown when the list is empty. */
  empty: ReactNode;
};

/** Upcoming events on a profile, soonest first, each linking to its page. */
export function ProfileEventList({ title, events, empty }: ProfileEventListProps) {
  const { t, i18n } = useLingui();
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {events.length === 0 ? (
        <p className="rounded-2xl bg-surface/70 p-5 text-sm text-muted ring-1 ring-ocean-900/8">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-2.5">
          {events.map((event) => (
            <li key={event.id}>
              <Link
                to={event.path}
                className="flex items-center gap-3.5 rounded-2xl bg-surface p-3 shadow-soft ring-1 ring-ocean-900/8 transition-shadow hover:shadow-lift"
              >
                {event.imageUrl ? (
                  <img
                    src={event.imageUrl}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-xl object-cover"
                  />
                ) : (
                  <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-600">
                    <CalendarDaysIcon aria-hidden="true" className="size-6" />
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">{event.title}</span>
                  <span className="block text-sm text-muted">
                    {formatStartWithZone(i18n, event.startDate, event.timeZone)}
                  </span>
                  <span className="block truncate text-sm text-muted">
                    {[event.venueName, event.areaName].filter(Boolean).join(' · ')}
                  </span>
                </span>
                {event.rsvpStatus ? (
                  <Badge variant={event.rsvpStatus === 'going' ? 'default' : 'neutral'}>
                    {event.rsvpStatus === 'going'
                      ? t({ message: 'Going', comment: "A member's answer to an event" })
                      : t({ message: 'Interested', comment: "A member's answer to an event" })}
                  </Badge>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
