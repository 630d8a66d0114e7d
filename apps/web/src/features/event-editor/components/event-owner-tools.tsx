import type { EventStatus } from '@lineup/contracts';
import PencilIcon from 'lucide-react/icons/pencil';
import { LinkButton } from '@/components/ui/link-button';

const notes: Record<EventStatus, string> = {
  draft: 'This is a draft: only you can see it. Publish it from the edit page.',
  published: 'You organise this event.',
  cancelled: 'You cancelled this event. You can publish it again from the edit page.',
};

/** On an event's page, for its creator or an admin: the way to the edit page. */
export function EventOwnerTools({ event }: { event: { id: string; status: EventStatus } }) {
  return (
    <div className="flex flex-col gap-3 rounded-3xl bg-ocean-50 p-4 ring-1 ring-ocean-200 ring-inset sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p className="text-sm font-medium text-ocean-900">{notes[event.status]}</p>
      <LinkButton to={`/events/${event.id}/edit`} variant="primary" size="sm">
        <PencilIcon aria-hidden="true" />
        Edit event
      </LinkButton>
    </div>
  );
}
