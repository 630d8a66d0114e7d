import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventQuestion, Guest, GuestsResponse } from '@lineup/contracts';
import { useQueryClient } from '@tanstack/react-query';
import CheckIcon from 'lucide-react/icons/check';
import DownloadIcon from 'lucide-react/icons/download';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { timeAgo } from '@/lib/time-ago';
import { decideRequest, guestsCsvUrl } from '../api/guests-api';
import { matchesGuest } from '../lib/guest-search';

const SECTIONS: {
  status: Guest['status'];
  title: MessageDescriptor;
  empty: MessageDescriptor;
}[] = [
  {
    status: 'requested',
    title: msg({ message: 'Requests', comment: 'Guest list section: requests to join' }),
    empty: msg`No requests are waiting.`,
  },
  {
    status: 'going',
    title: msg({ message: 'Going', comment: 'Guest list section: the guests who are going' }),
    empty: msg`Nobody is going yet.`,
  },
  {
    status: 'waitlisted',
    title: msg({ message: 'Waitlist', comment: 'Guest list section' }),
    empty: msg`Nobody is on the waitlist.`,
  },
  {
    status: 'interested',
    title: msg({ message: 'Interested', comment: 'Guest list section: interested guests' }),
    empty: msg`Nobody is interested yet.`,
  },
  {
    status: 'declined',
    title: msg({ message: 'Declined', comment: 'Guest list section: declined requests' }),
    empty: msg`No request was declined.`,
  },
];

const ANSWERED: Record<Guest['status'], MessageDescriptor> = {
  requested: msg({ message: 'Asked', comment: 'Followed by when: "Asked 2 hours ago"' }),
  going: msg({ message: 'Going since', comment: 'Followed by when: "Going since 2 hours ago"' }),
  waitlisted: msg({
    message: 'Waiting since',
    comment: 'Followed by when: "Waiting since 2 hours ago"',
  }),
  interested: msg({
    message: 'Interested since',
    comment: 'Followed by when: "Interested since 2 hours ago"',
  }),
  declined: msg({ message: 'Declined', comment: 'Followed by when: "Declined 2 hours ago"' }),
};

const yesNo: Record<string, MessageDescriptor> = {
  yes: msg({ message: 'Yes', comment: 'A guest’s answer to a yes/no question' }),
  no: msg({ message: 'No', comment: 'A guest’s answer to a yes/no question' }),
};

/** An answer as read: choices joined, yes/no capitalised, a dash for none. */
function answerText(i18n: I18n, value: string | string[] | undefined): string {
  const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .filter((part) => part !== '')
    .map((part) => (yesNo[part] ? i18n._(yesNo[part]) : part));
  return parts.length ? parts.join(', ') : '—';
}

/** The guest list of docs/product.md §14: every guest by state, with answers and arrival. */
export function GuestList({
  eventId,
  data,
  canDecide,
}: {
  eventId: string;
  data: GuestsResponse;
  /** Hosts accept and decline requests and export the list; check-in members only read it. */
  canDecide: boolean;
}) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const arrived = i18n.number(data.arrived);
  const going = i18n.number(data.going);
  const shown = useMemo(
    () => data.guests.filter((guest) => matchesGuest(guest, search)),
    [data.guests, search],
  );
  const sections = SECTIONS.filter(
    ({ status }) => status === 'going' || data.guests.some((guest) => guest.status === status),
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex w-full flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor={searchId} className="text-sm font-semibold">
            {t`Search guests`}
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t`Name or answer`}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">{t`${arrived} of ${going} arrived`}</p>
          {canDecide ? (
            <a
              href={guestsCsvUrl(eventId)}
              download
              className="inline-flex h-9 items-center gap-2 rounded-full bg-surface/70 px-3.5 text-sm font-semibold text-ink ring-1 ring-ocean-900/15 ring-inset hover:bg-ocean-50"
            >
              <DownloadIcon aria-hidden="true" className="size-4" />
              {t`Download CSV`}
            </a>
          ) : null}
        </div>
      </div>
      {search && shown.length === 0 ? (
        <p role="status" className="text-muted">
          {t`No guest matches “${search}”.`}
        </p>
      ) : null}
      {sections.map(({ status, title, empty }) => {
        const guests = shown.filter((guest) => guest.status === status);
        const total = data.guests.filter((guest) => guest.status === status).length;
        if (search && guests.length === 0) return null;
        return (
          <section key={status} aria-labelledby={`${searchId}-${status}`}>
            <h2 id={`${searchId}-${status}`} className="mb-3 text-lg font-semibold">
              {i18n._(title)} <span className="font-normal text-muted">({total})</span>
            </h2>
            {guests.length === 0 ? (
              <p className="text-muted">{i18n._(empty)}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {guests.map((guest) => (
                  <GuestRow
                    key={guest.id}
                    eventId={eventId}
                    guest={guest}
                    questions={data.questions}
                    canDecide={canDecide}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function GuestRow({
  eventId,
  guest,
  questions,
  canDecide,
}: {
  eventId: string;
  guest: Guest;
  questions: EventQuestion[];
  canDecide: boolean;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const name = guest.username;
  const arrivedAt = guest.checkedInAt?.slice(11, 16) ?? '';
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const answered = questions.filter((question) => guest.answers[question.id] !== undefined);

  async function decide(decision: 'accept' | 'decline') {
    setPending(decision);
    try {
      const after = await decideRequest(queryClient, eventId, guest.id, decision);
      const now = after.guests.find((one) => one.id === guest.id)?.status;
      toast.success(
        decision === 'decline'
          ? t`${name}’s request was declined. They have been told.`
          : now === 'waitlisted'
            ? t`${name} was accepted and joins the waitlist: the event is full.`
            : t`${name} is going. They have been told.`,
      );
    } catch (error) {
      toast.destructive(
        isApiError(error) ? error.message : t`That did not work. Please try again.`,
      );
    } finally {
      setPending(null);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-soft ring-1 ring-ocean-900/8 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 gap-3">
        <Avatar name={guest.username} src={guest.avatarUrl} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={`/user/${guest.id}`} className="font-semibold hover:underline">
              {guest.username}
            </Link>
            {guest.checkedInAt ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-ocean-50 px-2 py-0.5 text-xs font-semibold text-ocean-800">
                <CheckIcon aria-hidden="true" className="size-3.5" />
                {t`Checked in ${arrivedAt}`}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-muted">
            {i18n._(ANSWERED[guest.status])}{' '}
            <time dateTime={guest.since}>{timeAgo(i18n, guest.since)}</time>
          </p>
          {answered.length > 0 ? (
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {answered.map((question) => (
                <div key={question.id} className="contents">
                  <dt className="text-muted">{question.label}</dt>
                  <dd className="break-words">{answerText(i18n, guest.answers[question.id])}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      {canDecide && guest.status === 'requested' ? (
        <div className="flex gap-2 sm:flex-col">
          <Button
            size="sm"
            disabled={pending !== null}
            onClick={() => void decide('accept')}
            aria-label={t`Accept ${name}`}
          >
            {pending === 'accept' ? t`Accepting…` : t`Accept`}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={pending !== null}
            onClick={() => void decide('decline')}
            aria-label={t`Decline ${name}`}
          >
            {pending === 'decline' ? t`Declining…` : t`Decline`}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
