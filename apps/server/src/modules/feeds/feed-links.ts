/**
 * The addresses of an area's, a city's or a crew's event feeds (modules/feeds): an Atom feed for
 * feed readers and an iCalendar feed calendar apps subscribe to (`webcal://` on the pages).
 */
export type FeedScope = { area: string } | { country: string; city: string } | { crew: string };

export function feedPath(scope: FeedScope, format: 'atom' | 'ics'): string {
  const base =
    'area' in scope
      ? `/api/feeds/areas/${encodeURIComponent(scope.area)}`
      : 'crew' in scope
        ? `/api/feeds/crews/${encodeURIComponent(scope.crew)}`
        : `/api/feeds/places/${encodeURIComponent(scope.country)}/${encodeURIComponent(scope.city)}`;
  return `${base}/events.${format}`;
}

export function feedLinks(origin: string, scope: FeedScope, name: string) {
  const events = 'crew' in scope ? `Events by ${name}` : `Events in ${name}`;
  return [
    {
      type: 'application/atom+xml' as const,
      title: `${events} (Atom)`,
      href: new URL(feedPath(scope, 'atom'), origin).toString(),
    },
    {
      type: 'text/calendar' as const,
      title: `${events} (calendar)`,
      href: new URL(feedPath(scope, 'ics'), origin).toString(),
    },
  ];
}
