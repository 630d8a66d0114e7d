import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_SCHEDULE_MAX_DAYS,
  type AnnouncementAudience,
  type AnnouncementsResponse,
  type EventDetail,
} from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatStartWithZone, fromLocalInputValue, toLocalInputValue } from '@/lib/zoned-time';
import {
  announcementsKey,
  announcementsQueryOptions,
  createAnnouncement,
  deleteAnnouncement,
  setAnnouncementsMuted,
} from '../api/announcements-api';

const audienceLabels: Record<AnnouncementAudience, MessageDescriptor> = {
  going: msg({ message: 'Going', comment: 'Who hears an announcement: the guests who are going' }),
  waitlisted: msg({
    message: 'Waitlist',
    comment: 'Who hears an announcement: the guests on the waitlist',
  }),
  interested: msg({
    message: 'Interested',
    comment: 'Who hears an announcement: the interested guests',
  }),
};

// The shared contract's words (announcementMessages), as the page shows them.
const DRAFT = msg`Publish the event before writing to its guests.`;
const SEND_AT_PAST = msg`Choose a time in the future, or send it now.`;

const messageOf = (i18n: I18n, caught: unknown) =>
  isApiError(caught) ? caught.message : i18n._(msg`Something went wrong. Please try again.`);

type Props = {
  event: EventDetail;
  /** The signed-in member's id. */
  viewerId: string;
};

/**
 * The hosts' announcements on the event page (docs/product.md §14), newest first, for its guests
 * and hosts. Hosts write one to the guests they choose, now or later, and take back one not sent
 * yet; a guest can turn them off for this event.
 */
export function EventAnnouncements({ event, viewerId }: Props) {
  const { t, i18n } = useLingui();
  const host = event.hostRole === 'owner' || event.hostRole === 'host';
  const query = useQuery(announcementsQueryOptions(event.id, viewerId));
  const queryClient = useQueryClient();
  const key = announcementsKey(event.id, viewerId);
  const saved = (answer: AnnouncementsResponse) => queryClient.setQueryData(key, answer);

  const remove = useMutation({
    mutationFn: (announcementId: string) => deleteAnnouncement(event.id, announcementId),
    onSuccess: (answer) => {
      saved(answer);
      toast({ title: t`Announcement taken back`, description: t`It will not be sent.` });
    },
    onError: (caught) =>
      toast({
        title: t`The announcement was not taken back`,
        description: messageOf(i18n, caught),
        variant: 'destructive',
      }),
  });
  const mute = useMutation({
    mutationFn: (muted: boolean) => setAnnouncementsMuted(event.id, muted),
    onSuccess: saved,
    onError: (caught) =>
      toast({
        title: t`That did not work`,
        description: messageOf(i18n, caught),
        variant: 'destructive',
      }),
  });

  // Someone who is neither a guest nor a host has none to read.
  if (query.isError && isApiError(query.error) && query.error.status === 403) return null;
  const data = query.data;
  const list = data?.announcements ?? [];

  return (
    <section
      aria-label={t`Announcements`}
      className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <MegaphoneIcon aria-hidden="true" className="size-5 text-ocean-700" />
        {t`Announcements`}
      </h2>
      {host && event.status === 'published' ? (
        <AnnouncementComposer event={event} onSaved={saved} />
      ) : null}
      {host && event.status === 'draft' ? (
        <p className="mt-2 text-sm text-muted">{i18n._(DRAFT)}</p>
      ) : null}
      {query.isPending ? (
        <p className="mt-3 text-sm text-muted">{t`Loading announcements…`}</p>
      ) : query.isError ? (
        <p className="mt-3 text-sm text-muted">{t`The announcements could not be loaded.`}</p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t`No announcements yet.`}</p>
      ) : (
        <ol aria-label={t`Announcements, newest first`} className="mt-4 flex flex-col gap-4">
          {list.map((announcement) => {
            const sendAt = formatStartWithZone(i18n, announcement.sendAt, event.timeZone);
            const audiences = announcement.audiences
              .map((each) => i18n._(audienceLabels[each]))
              .join(', ');
            return (
              <li
                key={announcement.id}
                className="rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset"
              >
                <div className="flex items-center gap-2.5 text-sm">
                  {announcement.author ? (
                    <span aria-hidden="true">
                      <Avatar
                        name={announcement.author.username}
                        src={announcement.author.avatarUrl}
                        size="sm"
                      />
                    </span>
                  ) : null}
                  <span className="min-w-0">
                    <span className="block font-semibold">
                      {announcement.author?.username ?? t`A host`}
                    </span>
                    <span className="block text-muted">
                      {announcement.sent ? (
                        <time dateTime={announcement.sendAt}>{sendAt}</time>
                      ) : (
                        <Trans>
                          Scheduled for <time dateTime={announcement.sendAt}>{sendAt}</time>
                        </Trans>
                      )}
                    </span>
                  </span>
                </div>
                <p className="mt-2 leading-relaxed break-words whitespace-pre-line">
                  {announcement.body}
                </p>
                {host ? (
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
                    <span>{t`To: ${audiences}`}</span>
                    {!announcement.sent ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        loading={remove.isPending && remove.variables === announcement.id}
                        onClick={() => remove.mutate(announcement.id)}
                      >
                        {t`Take back`}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {!host && data ? (
        <label className="mt-4 flex cursor-pointer items-center gap-2.5 text-sm">
          <input
            type="checkbox"
            className="size-4.5 accent-ocean-700"
            checked={data.muted}
            disabled={mute.isPending}
            onChange={(change) => mute.mutate(change.target.checked)}
          />
          {t`Turn off announcements for this event`}
        </label>
      ) : null}
    </section>
  );
}

/** The latest time an announcement can be scheduled for, as the form's input takes it. */
function latestLocal(timeZone: string): string {
  return toLocalInputValue(
    new Date(Date.now() + ANNOUNCEMENT_SCHEDULE_MAX_DAYS * 86_400_000),
    timeZone,
  );
}

function AnnouncementComposer({
  event,
  onSaved,
}: {
  event: EventDetail;
  onSaved: (answer: AnnouncementsResponse) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [body, setBody] = useState('');
  const [audiences, setAudiences] = useState<AnnouncementAudience[]>(['going']);
  const [later, setLater] = useState(false);
  const [when, setWhen] = useState('');
  const [problems, setProblems] = useState<{
    body?: string;
    audiences?: string;
    when?: string;
    form?: string;
  }>({});
  const bodyMax = i18n.number(ANNOUNCEMENT_BODY_MAX);
  const typed = i18n.number(body.length);
  const maxDays = i18n.number(ANNOUNCEMENT_SCHEDULE_MAX_DAYS);
  const zone = event.timeZone;

  const send = useMutation({
    mutationFn: (sendAt: string | undefined) =>
      createAnnouncement(event.id, { body: body.trim(), audiences, sendAt }),
    onSuccess: (answer, sendAt) => {
      const goesOut = sendAt ? formatStartWithZone(i18n, sendAt, event.timeZone) : '';
      onSaved(answer);
      setBody('');
      setLater(false);
      setWhen('');
      toast({
        title: sendAt ? t`Announcement scheduled` : t`Announcement sent`,
        description: sendAt
          ? t`It goes out ${goesOut}.`
          : t`Your guests hear of it in the app, by e-mail and by push.`,
        variant: 'success',
      });
    },
    onError: (caught) => setProblems({ form: messageOf(i18n, caught) }),
  });

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: typeof problems = {};
    const text = body.trim();
    if (!text) found.body = t`Write the announcement.`;
    else if (text.length > ANNOUNCEMENT_BODY_MAX) {
      found.body = t`Keep the announcement under ${bodyMax} characters.`;
    }
    if (audiences.length === 0) found.audiences = t`Choose who hears it.`;
    let sendAt: string | undefined;
    if (later) {
      const at = when ? fromLocalInputValue(when, event.timeZone) : null;
      if (!at) found.when = t`Choose when to send it, as a date and time.`;
      else if (at.getTime() <= Date.now()) found.when = i18n._(SEND_AT_PAST);
      else if (at.getTime() > Date.now() + ANNOUNCEMENT_SCHEDULE_MAX_DAYS * 86_400_000) {
        found.when = t`Schedule it within the next ${maxDays} days.`;
      } else sendAt = at.toISOString();
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(sendAt);
  };

  const toggle = (audience: AnnouncementAudience, on: boolean) =>
    setAudiences((current) =>
      on ? [...current, audience] : current.filter((each) => each !== audience),
    );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Write an announcement`}
      className="mt-3 flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-body`} className="text-sm font-semibold">
          {t`Message to your guests`}
        </label>
        <Textarea
          id={`${id}-body`}
          rows={4}
          value={body}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={`${id}-body-message`}
          onChange={(change) => setBody(change.target.value)}
        />
        <p
          id={`${id}-body-message`}
          className={problems.body ? 'text-sm font-medium text-coral-700' : 'text-sm text-muted'}
        >
          {problems.body ?? t`${typed} of ${bodyMax} characters. Plain text.`}
        </p>
      </div>
      <fieldset
        className="flex flex-col gap-1.5"
        aria-describedby={problems.audiences ? `${id}-audiences-message` : undefined}
      >
        <legend className="mb-1 text-sm font-semibold">{t`Who hears it`}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {ANNOUNCEMENT_AUDIENCES.map((audience) => (
            <label
              key={audience}
              className="flex min-h-10 cursor-pointer items-center gap-2 text-[0.9375rem]"
            >
              <input
                type="checkbox"
                className="size-4.5 accent-ocean-700"
                checked={audiences.includes(audience)}
                onChange={(change) => toggle(audience, change.target.checked)}
              />
              {i18n._(audienceLabels[audience])}
            </label>
          ))}
        </div>
        {problems.audiences ? (
          <p id={`${id}-audiences-message`} className="text-sm font-medium text-coral-700">
            {problems.audiences}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-semibold">
          {t({ message: 'When', comment: 'When an announcement is sent' })}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-[0.9375rem]">
            <input
              type="radio"
              name={`${id}-when`}
              className="size-4.5 accent-ocean-700"
              checked={!later}
              onChange={() => setLater(false)}
            />
            {t`Send now`}
          </label>
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-[0.9375rem]">
            <input
              type="radio"
              name={`${id}-when`}
              className="size-4.5 accent-ocean-700"
              checked={later}
              onChange={() => setLater(true)}
            />
            {t`At a chosen time`}
          </label>
        </div>
        {later ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-at`} className="text-sm font-medium">
              {t`Send at (${zone} time)`}
            </label>
            <Input
              id={`${id}-at`}
              type="datetime-local"
              value={when}
              max={latestLocal(event.timeZone)}
              aria-invalid={problems.when ? true : undefined}
              aria-describedby={`${id}-at-message`}
              onChange={(change) => setWhen(change.target.value)}
            />
            <p
              id={`${id}-at-message`}
              className={
                problems.when ? 'text-sm font-medium text-coral-700' : 'text-sm text-muted'
              }
            >
              {problems.when ??
                t`Within the next ${maxDays} days. It goes to the guests in these states at that time.`}
            </p>
          </div>
        ) : null}
      </fieldset>
      {problems.form ? <Alert variant="error">{problems.form}</Alert> : null}
      <Button
        type="submit"
        className="self-start"
        loading={send.isPending}
        loadingLabel={t`Sending…`}
      >
        {later ? t`Schedule announcement` : t`Send announcement`}
      </Button>
    </form>
  );
}
