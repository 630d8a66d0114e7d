import { useLingui } from '@lingui/react/macro';
import type { EventDetail, TicketResponse } from '@lineup/contracts';
import CheckIcon from 'lucide-react/icons/circle-check';
import { Avatar } from '@/components/ui/avatar';
import { formatEventWhen, formatTime } from '@/lib/zoned-time';
import { QrCode } from './qr-code';

/** Where the event is, in one line: the venue, the spot, the town, the area. */
export function placeLine(event: EventDetail): string {
  const parts = [event.venue?.name, event.specificVenue, event.venue?.city ?? event.area.name];
  return parts.filter((part, index) => part && parts.indexOf(part) === index).join(', ');
}

/** A going guest's ticket: what, when and where, whose, and the code the door scans. */
export function TicketView({ event, ticket }: { event: EventDetail; ticket: TicketResponse }) {
  const { t, i18n } = useLingui();
  const when = formatEventWhen(i18n, event.startDate, event.endDate, event.timeZone);
  const guest = ticket.guest.username;
  const time = ticket.checkedInAt ? formatTime(i18n, ticket.checkedInAt, event.timeZone) : '';
  return (
    <article
      aria-labelledby="ticket-title"
      className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-7"
    >
      <header className="flex flex-col gap-1">
        <h2 id="ticket-title" className="text-2xl font-semibold">
          {event.title}
        </h2>
        <p>
          {when.date} · {when.time}
        </p>
        <p className="text-sm text-muted">{when.zone}</p>
        <p>{placeLine(event)}</p>
      </header>
      {ticket.checkedInAt ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-2xl bg-ocean-50 px-4 py-3 font-semibold text-ocean-800"
        >
          <CheckIcon aria-hidden="true" className="size-5" />
          {t`Checked in at ${time}`}
        </p>
      ) : null}
      <figure className="flex flex-col items-center gap-3">
        {/* White all round, in dark mode too: a camera needs the contrast and the quiet zone. */}
        <div className="scheme-light w-full max-w-80 rounded-2xl bg-white p-2">
          <QrCode text={ticket.code} label={t`Ticket code for ${guest}`} />
        </div>
        <figcaption className="text-center text-sm text-muted">
          {t`Show this code at the door. If it cannot be scanned, the hosts can find you by name, or read this code:`}
          <code className="mt-1 block font-mono text-xs break-all text-ink select-all">
            {ticket.code}
          </code>
        </figcaption>
      </figure>
      <div className="flex items-center gap-3">
        <Avatar name={ticket.guest.username} src={ticket.guest.avatarUrl} />
        <div>
          <p className="text-sm text-muted">{t`Guest`}</p>
          <p className="font-semibold">{ticket.guest.username}</p>
        </div>
      </div>
    </article>
  );
}
