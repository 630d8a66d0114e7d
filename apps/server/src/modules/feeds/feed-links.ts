/**
 * The addresses of an area's or a city's event feeds (modules/feeds): an Atom feed for feed
 * readers and an iCalendar feed calendar apps subscribe to (`webcal://` on the pages).
 */
export type FeedScope = { area: string } | { country: string; city: string };

export function feedPath(scope: FeedScope, format: 'atom' | 'ics'): string {
  const base =
    'area' in scope
      ? `/api/feeds/areas/${encodeURIComponent(scope.area)}`
      : `/api/feeds/places/${encodeURIComponent(scope.country)}/${encodeURIComponent(scope.city)}`;
  return `${base}/events.${format}`;
}

export function feedLinks(origin: string, scope: FeedScope, name: string) {
  return [
    {
      type: 'application/atom+xml' as const,
      title: `Events in ${name} (Atom)`,
      href: new URL(feedPath(scope, 'atom'), origin).toString(),
    },
    {
      type: 'text/calendar' as const,
      title: `Events in ${name} (calendar)`,
      href: new URL(feedPath(scope, 'ics'), origin).toString(),
    },
  ];
}
