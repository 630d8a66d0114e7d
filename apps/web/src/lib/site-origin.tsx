import { createContext, useContext, type ReactNode } from 'react';

/** The server's render gives its public origin (`PUBLIC_URL`); the browser has its own. */
const SiteOriginContext = createContext<string | null>(null);

export function SiteOriginProvider({ origin, children }: { origin?: string; children: ReactNode }) {
  return <SiteOriginContext value={origin ?? null}>{children}</SiteOriginContext>;
}

/** This site's origin, for absolute links (sharing, calendar subscriptions). */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
