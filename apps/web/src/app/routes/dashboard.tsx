import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import {
  CancelEventButton,
  DeleteEventButton,
} from '@/features/event-editor/components/event-actions';
import { CalendarFeedCard } from '@/features/my-events/components/calendar-feed-card';
import { YourCrews } from '@/features/crews/components/your-crews';
import { EventCover } from '@/features/events/components/event-cover';
import { CreatedEvents, NewEventLink } from '@/features/my-events/components/created-events';
import { PageLayout } from '../shell/page-layout';

function Layout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={t`My Created Events`}
      heading={t`My created events`}
      description={t`Events you organise: edit them, see who is going, or cancel.`}
      actions={<NewEventLink />}
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
      title={t`Log in to see your events`}
      description={t`Everything you organise on Lineup is managed from here.`}
      preview={<Layout />}
    >
      <Layout>
        {user ? (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <CreatedEvents
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
                <>
                  {event.status === 'published' ? (
                    <CancelEventButton event={event} size="sm" />
                  ) : null}
                  <DeleteEventButton event={event} size="sm" />
                </>
              )}
            />
            <div className="flex flex-col gap-6">
              <YourCrews viewerId={user.id} />
              <CalendarFeedCard viewerId={user.id} />
            </div>
          </div>
        ) : null}
      </Layout>
    </LoginRequired>
  );
}
