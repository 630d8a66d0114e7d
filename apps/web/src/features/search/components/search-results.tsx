import { useLingui } from '@lingui/react/macro';
import type { SearchResult } from '@lineup/contracts';
import CalendarIcon from 'lucide-react/icons/calendar';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { RESULT_GROUPS } from '../lib/result-types';
import { formatStartWithZone } from '@/lib/zoned-time';
import { resultTitle } from '../lib/result-title';

type SearchResultsProps = {
  results: SearchResult[];
  onResultClick: (result: SearchResult) => void;
};

/** Search results grouped by type: Events, Venues, Casual plans (docs/product.md §3 "Search result"). */
export function SearchResults({ results, onResultClick }: SearchResultsProps) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-10">
      {RESULT_GROUPS.map((group) => {
        const items = results.filter((result) => result.type === group.type);
        if (items.length === 0) return null;
        const headingId = `results-${group.type}`;
        return (
          <section key={group.type} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-4 flex items-baseline gap-2 text-2xl font-bold">
              {i18n._(group.title)}
              <span className="text-base font-semibold text-muted">{items.length}</span>
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {items.map((result) => (
                <li key={result.id} className="flex">
                  <ResultCard result={result} onClick={() => onResultClick(result)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function ResultCard({ result, onClick }: { result: SearchResult; onClick: () => void }) {
  const { t, i18n } = useLingui();
  const title = resultTitle(result, i18n.locale);
  return (
    <article className="relative flex flex-1 items-start gap-4 rounded-2xl bg-surface p-4 shadow-soft ring-1 ring-ocean-900/8 transition-shadow focus-within:ring-2 focus-within:ring-ocean-500 hover:shadow-lift">
      {result.type === 'casual_plan' ? (
        <Avatar name={result.creator.username} src={result.creator.avatarUrl} />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="text-base leading-snug font-semibold">
          <Link
            to={result.url}
            onClick={onClick}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-ocean-800"
          >
            <span lang={title.lang}>{title.title}</span>
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">
            {result.location}
            {result.type === 'event' && result.venueName ? ` · ${result.venueName}` : ''}
            {result.type === 'venue' && result.street ? ` · ${result.street}` : ''}
          </span>
        </p>
        {result.type === 'event' || result.type === 'casual_plan' ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-coral-600">
            <CalendarIcon aria-hidden="true" className="size-4 shrink-0" />
            {formatStartWithZone(
              i18n,
              result.type === 'event' ? result.startDate : result.startsAt,
              result.timeZone,
            )}
            {result.type === 'event' && result.status === 'cancelled' ? (
              <span className="rounded-full bg-coral-700 px-2 py-0.5 text-xs text-white">
                {t({ message: 'Cancelled', comment: 'Badge on a cancelled event' })}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
