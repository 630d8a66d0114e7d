import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import FlagIcon from 'lucide-react/icons/flag';
import PencilIcon from 'lucide-react/icons/pencil';
import { useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/auth-context';
import { crewQueryOptions } from '@/features/crews/api/crews-api';
import { CrewAbout } from '@/features/crews/components/crew-about';
import { CrewFeedLinks } from '@/features/crews/components/crew-feed-links';
import { CrewFollowButton } from '@/features/crews/components/crew-follow-button';
import { CrewInvitationBanner } from '@/features/crews/components/crew-invitation-banner';
import { CrewMembersPanel } from '@/features/crews/components/crew-members-panel';
import { isNotFound } from '@/features/events/api/events-queries';
import { EventGrid, EventGridSkeleton } from '@/features/events/components/event-grid';
import { ListEmpty, ListError } from '@/features/events/components/list-states';
import { PlanCard } from '@/features/plans/components/plan-card';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

export const handle: PageHandle = { serverRendered: true };

export const loader = pageLoader(({ queryClient, viewer, params: { handle = '' } }) =>
  queryClient.ensureQueryData(crewQueryOptions(handle, viewer.id)),
);

/**
 * A crew's page (`/crew/:handle`): who they are, their coming and past events and plans, and
 * Follow. Its owners also manage the members here; an invited member answers the invitation.
 */
export function Component() {
  const { t } = useLingui();
  const { handle: crewHandle = '' } = useParams();
  const user = useCurrentUser();
  const viewerId = user?.id ?? null;
  const query = useQuery({
    ...crewQueryOptions(crewHandle, viewerId),
    // The visitor's copy stays on screen while the member's own is read; another crew's never.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === crewHandle.toLowerCase() ? previous : undefined,
  });
  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;
  const crew = query.data;
  const isOwner = crew?.viewer.role === 'owner';
  const name = crew?.name ?? '';
  const area = crew?.area.name ?? '';

  return (
    <PageLayout
      title={crew ? crew.name : t`Crew`}
      eyebrow={crew ? t`Crew in ${area}` : t`Crew`}
      heading={crew ? crew.name : <Skeleton className="h-11 w-72" />}
      description={crew ? `@${crew.handle}` : undefined}
      actions={
        crew ? (
          <div className="flex flex-wrap gap-2">
            <CrewFollowButton crew={crew} signedIn={viewerId !== null} />
            {isOwner ? (
              <LinkButton to={`/crew/${crew.handle}/edit`} variant="outline">
                <PencilIcon aria-hidden="true" />
                {t`Edit crew`}
              </LinkButton>
            ) : null}
            {isOwner ? (
              // Owners moderate their crew's events' discussions (docs/product.md §15).
              <LinkButton to="/moderation" variant="outline">
                <FlagIcon aria-hidden="true" />
                {t`Reports`}
              </LinkButton>
            ) : null}
          </div>
        ) : null
      }
    >
      {query.isError ? (
        <ListError
          message={t`This crew could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : !crew ? (
        <div className="flex flex-col gap-10">
          <Skeleton className="h-40 w-full rounded-3xl" />
          <EventGridSkeleton count={3} />
        </div>
      ) : (
        <div className="flex flex-col gap-10">
          {crew.viewer.invitedAs && viewerId ? (
            <CrewInvitationBanner crew={crew} viewerId={viewerId} />
          ) : null}
          <CrewAbout crew={crew} />
          <section aria-labelledby="crew-upcoming">
            <h2 id="crew-upcoming" className="mb-5 text-2xl font-bold">
              {t`Upcoming events`}
            </h2>
            {crew.upcomingEvents.length > 0 ? (
              <EventGrid events={crew.upcomingEvents} priority />
            ) : (
              <ListEmpty title={t`Nothing planned yet`}>
                {crew.viewer.following
                  ? t`You will hear when ${name} publishes a new event.`
                  : t`Follow ${name} to hear when they publish a new event.`}
              </ListEmpty>
            )}
            <div className="mt-6">
              <CrewFeedLinks handle={crew.handle} name={crew.name} />
            </div>
          </section>
          {crew.plans.length > 0 ? (
            <section aria-labelledby="crew-plans">
              <h2 id="crew-plans" className="mb-5 text-2xl font-bold">
                {t`Casual plans`}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {crew.plans.map((plan) => (
                  <li key={plan.id} className="flex">
                    <PlanCard plan={plan} className="flex-1" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {crew.pastEvents.length > 0 ? (
            <section aria-labelledby="crew-past">
              <h2 id="crew-past" className="mb-5 text-2xl font-bold">
                {t`Past events`}
              </h2>
              <EventGrid events={crew.pastEvents} />
            </section>
          ) : null}
          {isOwner && viewerId ? <CrewMembersPanel crew={crew} viewerId={viewerId} /> : null}
        </div>
      )}
    </PageLayout>
  );
}
