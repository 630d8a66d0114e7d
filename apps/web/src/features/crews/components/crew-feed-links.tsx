import { useLingui } from '@lingui/react/macro';
import CalendarPlusIcon from 'lucide-react/icons/calendar-plus';
import RssIcon from 'lucide-react/icons/rss';
import { apiUrl } from '@/lib/api-client';
import { useSiteOrigin } from '@/lib/site-origin';

/**
 * "Subscribe in your calendar" (`webcal://`, so the crew's new and changed events arrive by
 * themselves) and the Atom feed of its events for feed readers.
 */
export function CrewFeedLinks({ handle, name }: { handle: string; name: string }) {
  const { t } = useLingui();
  const path = { handle };
  const ics = apiUrl('/feeds/crews/{handle}/events.ics', { path });
  const calendar = `webcal://${new URL(useSiteOrigin()).host}${ics}`;
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
      <a
        href={calendar}
        className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 hover:underline"
      >
        <CalendarPlusIcon aria-hidden="true" className="size-4" />
        {t`Subscribe in your calendar`}
        <span className="sr-only"> {t`to events by ${name}`}</span>
      </a>
      <a
        href={apiUrl('/feeds/crews/{handle}/events.atom', { path })}
        type="application/atom+xml"
        className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 hover:underline"
      >
        <RssIcon aria-hidden="true" className="size-4" />
        {t`Atom feed`}
        <span className="sr-only"> {t`of events by ${name}`}</span>
      </a>
    </p>
  );
}
