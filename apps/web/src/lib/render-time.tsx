import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// "Today" and "Tomorrow" depend on the moment they are read. A page rendered on the server (and
// perhaps served from the cache a few seconds later) is hydrated in the browser: around midnight
// in an area's zone the two would disagree ("Tomorrow · 18:00" against "Today · 18:00") and React
// would throw the server's HTML away. So the browser reads the clock as the server did while it
// hydrates, then moves on to its own, minute by minute.
//
// One clock for the whole app, held here: every card reads it, and its moves are transitions,
// which React renders in slices while the page keeps answering taps. (A store read per card,
// with the server's moment as its server snapshot, made React re-render every card at once
// right after hydrating, one long task of some 200 ms on a phone.)

const MINUTE = 60_000;

const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

const RenderTime = createContext<number | null>(null);
const RenderedOnServer = createContext(false);

/**
 * The app's clock. `renderedAt` is the instant (ms) the server rendered the page, null for a
 * page rendered in the browser.
 */
export function RenderTimeProvider({
  renderedAt,
  children,
}: {
  renderedAt: number | null;
  children: ReactNode;
}) {
  const [now, setNow] = useState(() => renderedAt ?? thisMinute());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const atNextMinute = () => {
      timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
    };
    const tick = () => {
      startTransition(() => setNow(thisMinute()));
      atNextMinute();
    };
    // A page the server rendered in an earlier minute (one from a cache, or one hydrated just
    // past midnight) moves to the browser's clock at once; otherwise it moves at the next minute.
    if (renderedAt !== null && thisMinute() > renderedAt) tick();
    else atNextMinute();
    return () => clearTimeout(timer);
  }, [renderedAt]);
  return (
    <RenderedOnServer.Provider value={renderedAt !== null}>
      <RenderTime.Provider value={now}>{children}</RenderTime.Provider>
    </RenderedOnServer.Provider>
  );
}

/**
 * Whether the app started from a page the server rendered (and, on the server, is rendering
 * one): false when the browser rendered it from the empty shell.
 */
export function useRenderedOnServer(): boolean {
  return useContext(RenderedOnServer);
}

/**
 * Now, to the minute: the server's moment while a server-rendered page hydrates. Outside a
 * `RenderTimeProvider` (a component test), the minute of the first read.
 */
export function useNow(): Date {
  const time = useContext(RenderTime);
  return useMemo(() => new Date(time ?? thisMinute()), [time]);
}
