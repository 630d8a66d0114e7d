import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import {
  EventRsvpProvider,
  type EventRsvpRenderers,
} from '@/features/events/components/event-rsvp-slot';

// Loaded with the first event page or card, never with the shell.
const RsvpButtons = lazy(() =>
  import('@/features/rsvp/components/rsvp-buttons').then((module) => ({
    default: module.RsvpButtons,
  })),
);
const SeriesRsvp = lazy(() =>
  import('@/features/rsvp/components/series-rsvp').then((module) => ({
    default: module.SeriesRsvp,
  })),
);
const EventOwnerTools = lazy(() =>
  import('@/features/event-editor/components/event-owner-tools').then((module) => ({
    default: module.EventOwnerTools,
  })),
);

/**
 * Puts the RSVP buttons into the event page's and the cards' RSVP places, "Going to
 * every session" into a recurring event's sessions list, and the edit link on the page of an
 * event the viewer may change.
 */
export function EventRsvpWiring({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  const accountPending = status === 'loading';
  const renderers = useMemo<EventRsvpRenderers>(
    () => ({
      page: (event) => (
        <Suspense fallback={<div className="h-36" aria-hidden="true" />}>
          <div className="flex flex-col gap-4">
            {event.canEdit ? <EventOwnerTools event={event} /> : null}
            <RsvpButtons
              event={event}
              viewerId={viewerId}
              accountPending={accountPending}
              myRsvp={event.myRsvp}
              waitlistPosition={event.myWaitlistPosition}
            />
          </div>
        </Suspense>
      ),
      series: (event) => (
        <Suspense fallback={<div className="mt-4 h-16" aria-hidden="true" />}>
          <SeriesRsvp event={event} viewerId={viewerId} accountPending={accountPending} />
        </Suspense>
      ),
      card: (event) => (
        <Suspense fallback={<div className="h-9" aria-hidden="true" />}>
          <RsvpButtons
            event={event}
            viewerId={viewerId}
            accountPending={accountPending}
            variant="compact"
          />
        </Suspense>
      ),
    }),
    [viewerId, accountPending],
  );
  return <EventRsvpProvider value={renderers}>{children}</EventRsvpProvider>;
}
