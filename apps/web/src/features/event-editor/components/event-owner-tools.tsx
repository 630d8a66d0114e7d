import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventStatus } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import PencilIcon from 'lucide-react/icons/pencil';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { eventWaitlistQueryOptions } from '../api/event-editor-api';

const notes: Record<EventStatus, MessageDescriptor> = {
  draft: msg`This is a draft: only you can see it. Publish it from the edit page.`,
  published: msg`You organise this event.`,
  cancelled: msg`You cancelled this event. You can publish it again from the edit page.`,
};

/**
 * On an event's page, for its creator or an admin: the way to the edit page, and who waits
 * for a spot, in order (docs/product.md §10 "Waitlist").
 */
export function EventOwnerTools({
  event,
}: {
  event: { id: string; status: EventStatus; waitlistCount?: number };
}) {
  const { t, i18n } = useLingui();
  const waiting = event.waitlistCount ?? 0;
  return (
    <div className="flex flex-col gap-3 rounded-3xl bg-ocean-50 p-4 ring-1 ring-ocean-200 ring-inset sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium text-ocean-900">{i18n._(notes[event.status])}</p>
        <LinkButton to={`/events/${event.id}/edit`} variant="primary" size="sm">
          <PencilIcon aria-hidden="true" />
          {t`Edit event`}
        </LinkButton>
      </div>
      {waiting > 0 ? <Waitlist eventId={event.id} /> : null}
    </div>
  );
}

function Waitlist({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const { data, isError } = useQuery(eventWaitlistQueryOptions(eventId));
  return (
    <section aria-label={t`Waitlist`} className="text-sm text-ocean-900">
      <h3 className="font-semibold">{t`Waitlist`}</h3>
      {isError ? (
        <p>{t`The waitlist could not be loaded.`}</p>
      ) : !data ? (
        <p>{t`Loading…`}</p>
      ) : (
        <ol className="mt-1 list-decimal pl-5">
          {data.map((entry) => (
            <li key={entry.id}>
              <Link to={`/user/${entry.id}`} className="underline-offset-2 hover:underline">
                {entry.username}
              </Link>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-1 text-ocean-900/70">
        {t`When a spot opens, the first in line becomes going and is told.`}
      </p>
    </section>
  );
}
