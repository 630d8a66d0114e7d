import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { eventByIdQueryOptions, guestsQueryOptions } from '@/features/guests/api/guests-api';
import { CheckInDesk } from '@/features/guests/components/check-in-desk';
import {
  eventPagePath,
  isMissing,
  LoadFailed,
  NotForYou,
  PageSpinner,
  statusOf,
} from '@/features/guests/components/host-page';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

/** Arrivals at the door are read again this often while the page is in view. */
const LIVE_COUNT_MS = 5000;

function Layout({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useLingui();
  const checkIn = t({
    message: 'Check-in',
    comment: 'The page where guests are checked in at the door',
  });
  return (
    <PageLayout
      title={title ? t`Check-in for ${title}` : checkIn}
      heading={checkIn}
      description={title ?? t`Scan tickets at the door or check guests off the list.`}
      width="narrow"
    >
      {children}
    </PageLayout>
  );
}

export function Component() {
  const { t } = useLingui();
  return (
    <LoginRequired
      title={t`Log in to check guests in`}
      description={t`The event's hosts and its check-in crew check guests in here.`}
      preview={<Layout />}
    >
      <CheckIn />
    </LoginRequired>
  );
}

function CheckIn() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const viewerId = useCurrentUser()?.id ?? null;
  // Kept live while the page is in view (React Query pauses the interval when it is hidden).
  const guests = useQuery({ ...guestsQueryOptions(id), refetchInterval: LIVE_COUNT_MS });
  const event = useQuery(eventByIdQueryOptions(id, viewerId));
  const title = event.data?.title;

  if (guests.isPending) {
    return (
      <Layout title={title}>
        <PageSpinner />
      </Layout>
    );
  }
  if (guests.isError && !guests.data) {
    if (isMissing(guests.error)) return <NotFoundPage />;
    return (
      <Layout title={title}>
        {statusOf(guests.error) === 403 ? (
          <NotForYou
            eventId={id}
            title={t`Only the event’s hosts and its check-in crew can check guests in.`}
          >
            {t`Your ticket, if you are going, is on the event’s page.`}
          </NotForYou>
        ) : (
          <LoadFailed error={guests.error} onRetry={() => void guests.refetch()} />
        )}
      </Layout>
    );
  }
  return (
    <Layout title={title}>
      <CheckInDesk eventId={id} data={guests.data!} />
      <p className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        <Link
          to={`${eventPagePath(id)}/guests`}
          className="text-ocean-700 underline-offset-4 hover:underline"
        >
          {t`All guests`}
        </Link>
        <Link to={eventPagePath(id)} className="text-ocean-700 underline-offset-4 hover:underline">
          {t`Back to the event`}
        </Link>
      </p>
    </Layout>
  );
}
