import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

// "Today" and "Tomorrow" depend on the moment they are read. A page rendered on the server (and
// perhaps served from the cache a few seconds later) is hydrated in the browser: around midnight
// in an area's zone the two would disagree ("Tomorrow · 18:00" against "Today · 18:00") and React
// would throw the server's HTML away. So the browser reads the clock as the server did while it
// hydrates, then moves on to its own, minute by minute.

const MINUTE = 60_000;

const RenderTime = createContext<number | null>(null);

/** The instant (ms) the server rendered the page; null for a page rendered in the browser. */
export function RenderTimeProvider({
  renderedAt,
  children,
}: {
  renderedAt: number | null;
  children: ReactNode;
}) {
  return <RenderTime.Provider value={renderedAt}>{children}</RenderTime.Provider>;
}

const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

function everyMinute(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
}

/** Now, to the minute: the server's moment while a server-rendered page hydrates. */
export function useNow(): Date {
  const renderedAt = useContext(RenderTime);
  const time = useSyncExternalStore(everyMinute, thisMinute, () => renderedAt ?? thisMinute());
  return useMemo(() => new Date(time), [time]);
}
