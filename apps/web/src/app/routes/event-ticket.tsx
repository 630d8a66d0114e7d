import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EventDetail } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { eventByIdQueryOptions, ticketQueryOptions } from '@/features/guests/api/guests-api';
import {
  eventPagePath,
  isMissing,
  LoadFailed,
  NotForYou,
  PageSpinner,
  statusOf,
} from '@/features/guests/components/host-page';
import { TicketView } from '@/features/guests/components/ticket-view';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

function Layout({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={title ? t`Ticket for ${title}` : t`Ticket`}
      heading={t`Your ticket`}
      description={t`Show the code at the door so the hosts can check you in.`}
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
      title={t`Log in to see your ticket`}
      description={t`Guests who are going have a ticket with a code to show at the door.`}
      preview={<Layout />}
    >
      <Ticket />
    </LoginRequired>
  );
}

/** Why a member without a ticket has none, from their answer to the event. */
function whyNoTicket(i18n: I18n, event: EventDetail | undefined): string {
  switch (event?.myRsvp) {
    case 'requested':
      return i18n._(
        msg`Your request to go is waiting for the hosts. Once they accept it, your ticket is here.`,
      );
    case 'waitlisted':
      return i18n._(
        msg`You are on the waitlist. If a spot opens up and you are going, your ticket is here.`,
      );
    case 'interested':
      return i18n._(
        msg`You are interested, not going. Answer “Going” on the event’s page to get a ticket.`,
      );
    case 'declined':
      return i18n._(msg`The hosts did not accept your request for this event.`);
    default:
      return i18n._(msg`Answer “Going” on the event’s page to get a ticket.`);
  }
}

function Ticket() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const viewerId = useCurrentUser()?.id ?? null;
  const ticket = useQuery(ticketQueryOptions(id));
  const event = useQuery(eventByIdQueryOptions(id, viewerId));
  const title = event.data?.title;

  if (ticket.isError && isMissing(ticket.error)) return <NotFoundPage />;
  if (ticket.isError && statusOf(ticket.error) === 403) {
    return (
      <Layout title={title}>
        <NotForYou eventId={id} title={t`Only guests who are going have a ticket.`}>
          {event.isPending ? null : whyNoTicket(i18n, event.data)}
        </NotForYou>
      </Layout>
    );
  }
  if (ticket.isError || event.isError) {
    const failed = ticket.isError ? ticket : event;
    return (
      <Layout title={title}>
        <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />
      </Layout>
    );
  }
  if (ticket.isPending || event.isPending) {
    return (
      <Layout title={title}>
        <PageSpinner />
      </Layout>
    );
  }
  return (
    <Layout title={title}>
      <TicketView event={event.data} ticket={ticket.data} />
      <p className="mt-6 text-center">
        <Link to={eventPagePath(id)} className="text-ocean-700 underline-offset-4 hover:underline">
          {t`Back to the event`}
        </Link>
      </p>
    </Layout>
  );
}
