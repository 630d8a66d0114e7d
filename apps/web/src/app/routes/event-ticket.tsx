import type { ReactNode } from 'react';
import type { EventDetail } from '@lineup/contracts';
import { guestMessages } from '@lineup/contracts';
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
  return (
    <PageLayout
      title={title ? `Ticket for ${title}` : 'Ticket'}
      heading="Your ticket"
      description="Show the code at the door so the hosts can check you in."
      width="narrow"
    >
      {children}
    </PageLayout>
  );
}

export function Component() {
  return (
    <LoginRequired
      title="Log in to see your ticket"
      description="Guests who are going have a ticket with a code to show at the door."
      preview={<Layout />}
    >
      <Ticket />
    </LoginRequired>
  );
}

/** Why a member without a ticket has none, from their answer to the event. */
function whyNoTicket(event: EventDetail | undefined): string {
  switch (event?.myRsvp) {
    case 'requested':
      return 'Your request to go is waiting for the hosts. Once they accept it, your ticket is here.';
    case 'waitlisted':
      return 'You are on the waitlist. If a spot opens up and you are going, your ticket is here.';
    case 'interested':
      return 'You are interested, not going. Answer “Going” on the event’s page to get a ticket.';
    case 'declined':
      return guestMessages.declined;
    default:
      return 'Answer “Going” on the event’s page to get a ticket.';
  }
}

function Ticket() {
  const { id = '' } = useParams();
  const viewerId = useCurrentUser()?.id ?? null;
  const ticket = useQuery(ticketQueryOptions(id));
  const event = useQuery(eventByIdQueryOptions(id, viewerId));
  const title = event.data?.title;

  if (ticket.isError && isMissing(ticket.error)) return <NotFoundPage />;
  if (ticket.isError && statusOf(ticket.error) === 403) {
    return (
      <Layout title={title}>
        <NotForYou eventId={id} title={guestMessages.noTicket}>
          {event.isPending ? null : whyNoTicket(event.data)}
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
          Back to the event
        </Link>
      </p>
    </Layout>
  );
}
