import { useLingui } from '@lingui/react/macro';
import CalendarPlusIcon from 'lucide-react/icons/calendar-plus';
import RssIcon from 'lucide-react/icons/rss';
import { apiUrl } from '@/lib/api-client';
import { useSiteOrigin } from '@/lib/site-origin';

type FeedScope = { area: string } | { country: string; city: string };

/** The server's feeds of a place's upcoming events (`modules/feeds` on the server). */
export function eventFeedPath(scope: FeedScope, format: 'ics' | 'atom'): string {
  if ('area' in scope) {
    const path = { slug: scope.area };
    return format === 'ics'
      ? apiUrl('/feeds/areas/{slug}/events.ics', { path })
      : apiUrl('/feeds/areas/{slug}/events.atom', { path });
  }
  const path = { country: scope.country, city: scope.city };
  return format === 'ics'
    ? apiUrl('/feeds/places/{country}/{city}/events.ics', { path })
    : apiUrl('/feeds/places/{country}/{city}/events.atom', { path });
}

/**
 * "Subscribe in your calendar" (a `webcal://` link calendar apps open as a subscription, so
 * new and changed events arrive by themselves) and the Atom feed for feed readers.
 */
export function EventFeedLinks({ scope, name }: { scope: FeedScope; name: string }) {
  const { t } = useLingui();
  const calendar = `webcal://${new URL(useSiteOrigin()).host}${eventFeedPath(scope, 'ics')}`;
  return (
    <p className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
      <a
        href={calendar}
        className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 hover:underline"
      >
        <CalendarPlusIcon aria-hidden="true" className="size-4" />
        {t`Subscribe in your calendar`}
        <span className="sr-only"> {t`to events in ${name}`}</span>
      </a>
      <a
        href={eventFeedPath(scope, 'atom')}
        type="application/atom+xml"
        className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 hover:underline"
      >
        <RssIcon aria-hidden="true" className="size-4" />
        {t`Atom feed`}
        <span className="sr-only"> {t`of events in ${name}`}</span>
      </a>
    </p>
  );
}
