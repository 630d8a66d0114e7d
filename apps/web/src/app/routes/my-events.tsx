import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { EventCover } from '@/features/events/components/event-cover';
import { CalendarFeedCard } from '@/features/my-events/components/calendar-feed-card';
import { UpcomingPlans } from '@/features/my-events/components/upcoming-plans';
import { RsvpButtons } from '@/features/rsvp/components/rsvp-buttons';
import { PageLayout } from '../shell/page-layout';

function Layout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={t`Upcoming Plans`}
      heading={t`Upcoming plans`}
      description={t`The events you are going to and the casual plans you joined, soonest first.`}
    >
      {children}
    </PageLayout>
  );
}

export function Component() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <LoginRequired
      title={t`Log in to see your plans`}
      description={t`Events you are going to and plans you joined are kept together here.`}
      preview={<Layout />}
    >
      <Layout>
        {user ? (
          // The private calendar link sits beside the plans it carries (as on the dashboard).
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <UpcomingPlans
              viewerId={user.id}
              renderPicture={(event) => (
                <EventCover
                  imageUrl={event.imageUrl}
                  category={event.category}
                  width={640}
                  height={360}
                  className="size-full"
                />
              )}
              renderEventActions={(event) => (
                <RsvpButtons
                  event={event}
                  viewerId={user.id}
                  myRsvp={event.myRsvp}
                  variant="compact"
                  className="w-full sm:w-64"
                />
              )}
            />
            <CalendarFeedCard viewerId={user.id} />
          </div>
        ) : null}
      </Layout>
    </LoginRequired>
  );
}
