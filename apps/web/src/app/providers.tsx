import type { I18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { AreaLocationProvider } from '@/features/areas/area-location';
import { AuthProvider, type AuthState } from '@/features/auth/auth-context';
import { LinguiProvider } from '@/lib/lingui';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { RenderTimeProvider } from '@/lib/render-time';
import { SiteOriginProvider } from '@/lib/site-origin';
import { ConsentLog } from './consent-log';
import { EventRsvpWiring } from './event-rsvp-wiring';

type AppProvidersProps = {
  children: ReactNode;
  /** The page's language and its messages (`lib/i18n.ts`). */
  i18n: I18n;
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
  i18n,
  queryClient = appQueryClient,
  auth,
  renderedAt = null,
  origin,
}: AppProvidersProps) {
  return (
    <LinguiProvider i18n={i18n}>
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
    </LinguiProvider>
  );
}
