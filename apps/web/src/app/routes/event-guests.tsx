import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { eventByIdQueryOptions, guestsQueryOptions } from '@/features/guests/api/guests-api';
import { GuestList } from '@/features/guests/components/guest-list';
import {
  eventPagePath,
  isMissing,
  LoadFailed,
  NotForYou,
  PageSpinner,
  statusOf,
} from '@/features/guests/components/host-page';
import { LinkButton } from '@/components/ui/link-button';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

function Layout({
  eventId,
  title,
  children,
}: {
  eventId?: string;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={title ? t`Guests of ${title}` : t`Guests`}
      heading={t`Guests`}
      description={title ?? t`Who is going, waiting or asking to come, with their answers.`}
      actions={
        eventId ? (
          <div className="flex flex-wrap gap-2">
            <LinkButton to={`${eventPagePath(eventId)}/check-in`} variant="outline" size="sm">
              {t({ message: 'Check-in', comment: 'Link to the event’s check-in desk' })}
            </LinkButton>
            <LinkButton to={`${eventPagePath(eventId)}/dashboard`} variant="outline" size="sm">
              {t`Dashboard`}
            </LinkButton>
            <LinkButton to={eventPagePath(eventId)} variant="outline" size="sm">
              {t`Back to the event`}
            </LinkButton>
          </div>
        ) : undefined
      }
    >
      {children}
    </PageLayout>
  );
}

export function Component() {
  const { t } = useLingui();
  return (
    <LoginRequired
      title={t`Log in to see the guests`}
      description={t`Only the event's hosts can see its guest list. Log in to continue.`}
      preview={<Layout />}
    >
      <Guests />
    </LoginRequired>
  );
}

function Guests() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const viewerId = useCurrentUser()?.id ?? null;
  const guests = useQuery(guestsQueryOptions(id));
  const event = useQuery(eventByIdQueryOptions(id, viewerId));
  const title = event.data?.title;

  if (guests.isPending) {
    return (
      <Layout eventId={id} title={title}>
        <PageSpinner />
      </Layout>
    );
  }
  if (guests.isError) {
    if (isMissing(guests.error)) return <NotFoundPage />;
    return (
      <Layout eventId={id} title={title}>
        {statusOf(guests.error) === 403 ? (
          <NotForYou eventId={id} title={t`Only the event’s hosts can see its guests.`}>
            {t`The hosts see who is going, the requests and the answers here.`}
          </NotForYou>
        ) : (
          <LoadFailed error={guests.error} onRetry={() => void guests.refetch()} />
        )}
      </Layout>
    );
  }
  const role = event.data?.hostRole ?? null;
  return (
    <Layout eventId={id} title={title}>
      <GuestList eventId={id} data={guests.data} canDecide={role === 'owner' || role === 'host'} />
    </Layout>
  );
}
