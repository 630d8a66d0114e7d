import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MyRsvpEvent, MyRsvpsResponse } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import CompassIcon from 'lucide-react/icons/compass';
import MapPinIcon from 'lucide-react/icons/map-pin';
import UsersIcon from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { myRsvpsQueryOptions } from '../api/my-events-api';
import { formatCardWhen, zoneCity } from '@/lib/zoned-time';
import { MyEventItem, MyEventListSkeleton } from './my-event-item';
import { Section } from '@/components/ui/section';

type UpcomingPlansProps = {
  viewerId: string;
  /** Buttons for an upcoming event (the RSVP buttons, so an answer can change here). */
  renderEventActions?: (event: MyRsvpEvent) => ReactNode;
  /** The event's picture (app/ passes the events feature's cover). */
  renderPicture?: (event: MyRsvpEvent) => ReactNode;
  now?: Date;
};

function AnswerBadges({ event }: { event: MyRsvpEvent }) {
  const { t } = useLingui();
  return (
    <>
      <Badge variant={event.myRsvp === 'going' ? 'solid' : 'accent'}>
        {event.myRsvp === 'going'
          ? t({ message: 'Going', comment: 'RSVP button: the member will go to the event' })
          : t({ message: 'Interested', comment: 'RSVP button: the member may go to the event' })}
      </Badge>
      {event.status === 'cancelled' ? (
        <Badge variant="accent">
          {t({ message: 'Cancelled', comment: 'Badge on a cancelled event' })}
        </Badge>
      ) : null}
    </>
  );
}

function DiscoverPrompt({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-ocean-900/15 bg-sand-100/50 px-6 py-10 text-center">
      <CompassIcon aria-hidden="true" className="size-8 text-ocean-600" />
      {children}
      <LinkButton to="/events" className="mt-1">
        {t`Discover events`}
      </LinkButton>
    </div>
  );
}

function PlanItem({ plan, now }: { plan: MyRsvpsResponse['plans'][number]; now?: Date }) {
  const { t, i18n } = useLingui();
  const city = zoneCity(plan.timeZone);
  const count = plan.memberCount;
  const spots = plan.spotsLimit;
  const creator = plan.creator.username;
  return (
    <article className="flex flex-col gap-1 rounded-3xl bg-surface p-4 shadow-soft ring-1 ring-ocean-900/8 sm:p-5">
      <div className="flex flex-wrap gap-1.5">
        <Badge variant={plan.joined ? 'solid' : 'neutral'}>
          {plan.joined
            ? t({ message: 'Joined', comment: 'Badge: the member joined this plan' })
            : t`Your plan`}
        </Badge>
        {plan.visibility === 'friends' ? <Badge variant="outline">{t`Friends only`}</Badge> : null}
      </div>
      <h3 className="text-base font-semibold sm:text-lg">
        {/* The plan's own page (docs/product.md §2). */}
        <Link
          to={`/casual-plans/${encodeURIComponent(plan.id)}`}
          className="hover:text-ocean-800 hover:underline"
        >
          {plan.title}
        </Link>
      </h3>
      <p className="text-sm font-semibold text-coral-600">
        {formatCardWhen(i18n, plan.startsAt, plan.timeZone, now)}{' '}
        <span className="font-medium text-muted">{t`${city} time`}</span>
      </p>
      <p className="flex items-start gap-1.5 text-sm text-muted">
        <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {plan.location}, {plan.area.name}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-ink/80">
        <UsersIcon aria-hidden="true" className="size-4" />
        {spots !== null
          ? i18n._({
              ...msg`{count} joined of {spots, plural, one {# spot} other {# spots}} · by {creator}`,
              values: { count, spots, creator },
            })
          : t`${count} joined · by ${creator}`}
      </p>
    </article>
  );
}

/** The member's own lists could not be read: say so, and offer to ask again. */
export function PlansLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert variant="error" title={t`Your plans could not be loaded.`}>
      <p>{t`Check your connection and try again.`}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </Alert>
  );
}

/**
 * `/my-events` ("Upcoming Plans"): events I am going to or interested in, soonest first; casual
 * plans I made or joined; and past events apart, most recent first.
 */
export function UpcomingPlans({
  viewerId,
  renderEventActions,
  renderPicture,
  now,
}: UpcomingPlansProps) {
  const { t } = useLingui();
  const query = useQuery(myRsvpsQueryOptions(viewerId));

  if (query.isPending) return <MyEventListSkeleton label={t`Loading your plans`} />;
  if (query.isError) return <PlansLoadFailed onRetry={() => void query.refetch()} />;

  const { upcoming, past, plans } = query.data;
  if (upcoming.length === 0 && past.length === 0 && plans.length === 0) {
    return (
      <DiscoverPrompt>
        <p className="text-lg font-semibold">{t`No plans yet`}</p>
        <p className="max-w-md text-sm text-muted">
          {t`Press Going or Interested on any event and it shows up here, soonest first.`}
        </p>
      </DiscoverPrompt>
    );
  }

  return (
    <div className="flex flex-col gap-10">
      <Section title={t`Coming up`} description={t`Events you are going to or interested in.`}>
        {upcoming.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label={t`Upcoming events`}>
            {upcoming.map((event) => (
              <li key={event.id}>
                <MyEventItem
                  event={event}
                  now={now}
                  badges={<AnswerBadges event={event} />}
                  actions={renderEventActions?.(event)}
                  picture={renderPicture?.(event)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <DiscoverPrompt>
            <p className="font-semibold">{t`Nothing coming up.`}</p>
          </DiscoverPrompt>
        )}
      </Section>

      {plans.length > 0 ? (
        <Section title={t`Casual plans`} description={t`Plans you made or joined.`}>
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Casual plans`}>
            {plans.map((plan) => (
              <li key={plan.id} className="flex flex-col">
                <PlanItem plan={plan} now={now} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {past.length > 0 ? (
        <Section title={t`Past events`} description={t`Most recent first.`}>
          <ul className="flex flex-col gap-3 opacity-90" aria-label={t`Past events`}>
            {past.map((event) => (
              <li key={event.id}>
                <MyEventItem
                  event={event}
                  now={now}
                  badges={<AnswerBadges event={event} />}
                  picture={renderPicture?.(event)}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
