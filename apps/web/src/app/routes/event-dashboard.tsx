import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { dashboardQueryOptions, eventByIdQueryOptions } from '@/features/guests/api/guests-api';
import { EventDashboardView } from '@/features/guests/components/event-dashboard-view';
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
      title={title ? t`Dashboard for ${title}` : t`Event dashboard`}
      heading={t`Event dashboard`}
      description={title ?? t`Views, answers, where people came from and who arrived.`}
      actions={
        eventId ? (
          <div className="flex flex-wrap gap-2">
            <LinkButton to={`${eventPagePath(eventId)}/guests`} variant="outline" size="sm">
              {t`Guests`}
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
      title={t`Log in to see the dashboard`}
      description={t`Only the event's hosts can see its figures. Log in to continue.`}
      preview={<Layout />}
    >
      <Dashboard />
    </LoginRequired>
  );
}

function Dashboard() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const viewerId = useCurrentUser()?.id ?? null;
  const dashboard = useQuery(dashboardQueryOptions(id));
  const event = useQuery(eventByIdQueryOptions(id, viewerId));
  const title = event.data?.title;

  if (dashboard.isPending) {
    return (
      <Layout eventId={id} title={title}>
        <PageSpinner />
      </Layout>
    );
  }
  if (dashboard.isError) {
    if (isMissing(dashboard.error)) return <NotFoundPage />;
    return (
      <Layout eventId={id} title={title}>
        {statusOf(dashboard.error) === 403 ? (
          <NotForYou eventId={id} title={t`Only the event’s hosts can see its dashboard.`}>
            {t`The hosts see its views, answers and arrivals here.`}
          </NotForYou>
        ) : (
          <LoadFailed error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        )}
      </Layout>
    );
  }
  return (
    <Layout eventId={id} title={title}>
      <EventDashboardView data={dashboard.data} />
    </Layout>
  );
}
