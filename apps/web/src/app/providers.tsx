import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { AreaLocationProvider } from '@/features/areas/area-location';
import { AuthProvider, type AuthState } from '@/features/auth/auth-context';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { RenderTimeProvider } from '@/lib/render-time';
import { SiteOriginProvider } from '@/lib/site-origin';
import { ConsentLog } from './consent-log';
import { EventRsvpWiring } from './event-rsvp-wiring';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client and session. */
  queryClient?: QueryClient;
  auth?: AuthState;
  /** When the server rendered the page being hydrated (see `lib/render-time`). */
  renderedAt?: number | null;
  /** The site's public origin, given by the server's render; the browser knows its own. */
  origin?: string;
};

export function AppProviders({
  children,
  queryClient = appQueryClient,
  auth,
  renderedAt = null,
  origin,
}: AppProvidersProps) {
  return (
    <SiteOriginProvider origin={origin}>
      <RenderTimeProvider renderedAt={renderedAt}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider value={auth}>
            <AreaLocationProvider>
              <EventRsvpWiring>{children}</EventRsvpWiring>
            </AreaLocationProvider>
            <ToasterSlot />
            <ConsentLog />
          </AuthProvider>
        </QueryClientProvider>
      </RenderTimeProvider>
    </SiteOriginProvider>
  );
}
