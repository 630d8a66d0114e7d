import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventCard, RsvpChoice } from '@lineup/contracts';
import BanIcon from 'lucide-react/icons/ban';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import HourglassIcon from 'lucide-react/icons/hourglass';
import ListPlusIcon from 'lucide-react/icons/list-plus';
import StarIcon from 'lucide-react/icons/star';
import TicketIcon from 'lucide-react/icons/ticket';
import { useEffect, useId, useRef, type ComponentType, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { FallbackForm } from '@/components/ui/fallback-form';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/render-time';
import { useOnline } from '@/lib/use-online';
import type { RsvpAnswer } from '../api/rsvp-cache';
import type { useRsvp } from '../hooks/use-rsvp';
import { declinedNote, offlineNote, rsvpNotes } from '../rsvp-messages';

/** A host's going needs nobody's approval (a check-in member's does). */
const hostsIt = (event: { hostRole?: string | null }) =>
  event.hostRole === 'owner' || event.hostRole === 'host';

export type RsvpButtonsProps = {
  /**
   * The event page's copy also says whether going needs the hosts' approval, and whether the
   * reader hosts it (a host's going needs nobody's).
   */
  event: EventCard & { requiresApproval?: boolean; hostRole?: string | null };
  /** The signed-in member's id, or null for a visitor (who is sent to log in first). */
  viewerId: string | null;
  /**
   * The account is still being read (just after signing in): the buttons wait, rather than
   * send a member who is already signed in to the login page.
   */
  accountPending?: boolean;
  /** The member's answer when known (the event page carries it). */
  myRsvp?: RsvpAnswer;
  /** The member's place on the waitlist when known (the event page carries it). */
  waitlistPosition?: number | null;
  /** `compact` for cards: two small buttons, no notes. */
  variant?: 'full' | 'compact';
  className?: string;
  now?: Date;
  /** A press made while the account was still read, to send once it is known. */
  heldPress?: RefObject<Choice | null>;
};

/** What the buttons send; a request and a refusal are the server's answers to "going". */
export type Choice = Exclude<RsvpChoice, 'none'>;

const choices: {
  status: Choice;
  label: MessageDescriptor;
  icon: ComponentType<{ className?: string }>;
}[] = [
  {
    status: 'going',
    label: msg({ message: 'Going', comment: 'RSVP button: the member will go to the event' }),
    icon: CircleCheckIcon,
  },
  {
    status: 'interested',
    label: msg({ message: 'Interested', comment: 'RSVP button: the member may go to the event' }),
    icon: StarIcon,
  },
];

/** Why the event takes no answers at all, or null when it does. */
function closedReason(i18n: I18n, event: EventCard, now: Date): string | null {
  if (event.status === 'cancelled') return i18n._(rsvpNotes.cancelled);
  if (event.status === 'draft') return i18n._(rsvpNotes.draft);
  if (new Date(event.endDate).getTime() <= now.getTime()) return i18n._(rsvpNotes.ended);
  return null;
}

type Rsvp = Pick<
  ReturnType<typeof useRsvp>,
  'answer' | 'choose' | 'busy' | 'savedWaitlistPosition'
>;

/** Where a visitor's Going or Interested leads: the auth screen, and back to the event. */
export const VISITOR_RSVP_ADDRESS = '/auth';

/** A visitor has no answer to read or save: the buttons only lead to logging in. */
export const visitorRsvp: Rsvp = {
  answer: null,
  choose: () => {},
  busy: false,
  savedWaitlistPosition: undefined,
};

/**
 * What Going / Interested show, for a visitor and a member alike: `RsvpButtons` passes a
 * visitor's fixed answer, `MemberRsvpButtons` the member's, read and saved.
 */
export function RsvpButtonsView({
  event,
  viewerId,
  accountPending = false,
  waitlistPosition,
  variant = 'full',
  className,
  now: givenNow,
  heldPress,
  rsvp,
}: RsvpButtonsProps & { rsvp: Rsvp }) {
  const { t, i18n } = useLingui();
  const { answer, choose, busy, savedWaitlistPosition } = rsvp;
  const memberRsvp = rsvp !== visitorRsvp;
  const clock = useNow();
  const now = givenNow ?? clock;
  const navigate = useNavigate();
  // A press while the account is still read waits for it: a visitor then goes to log in, a
  // member's answer is sent once their buttons are theirs. The press is kept by `RsvpButtons`,
  // which stays while the visitor's buttons give way to the member's.
  const ownHeld = useRef<Choice | null>(null);
  const held = heldPress ?? ownHeld;
  const visitor = viewerId === null;
  const loginAddress = `${VISITOR_RSVP_ADDRESS}?redirectTo=${encodeURIComponent(event.path)}`;
  useEffect(() => {
    const pressed = held.current;
    if (pressed === null || accountPending) return;
    if (visitor) {
      held.current = null;
      void navigate(loginAddress);
    } else if (memberRsvp) {
      held.current = null;
      choose(pressed);
    }
  }, [accountPending, visitor, navigate, loginAddress, held, memberRsvp, choose]);
  // Offline, nothing could be sent (nor a visitor's login reached): the buttons say so rather
  // than take a press they would only hold.
  const offline = !useOnline();
  const offlineId = useId();
  const place = savedWaitlistPosition !== undefined ? savedWaitlistPosition : waitlistPosition;
  const closed = closedReason(i18n, event, now);
  const compact = variant === 'compact';

  if (closed) {
    return compact ? null : (
      <p
        role="status"
        className={cn(
          'rounded-2xl bg-sand-100 px-4 py-3 text-sm font-medium text-sand-900',
          className,
        )}
      >
        {closed}
      </p>
    );
  }

  const spotsLeft = event.capacity === null ? null : Math.max(event.capacity - event.goingCount, 0);
  const capacity = event.capacity;
  const waiting = answer === 'waitlisted';
  // A request waits for the hosts, whether or not a spot is free; a declined one stands.
  const requested = answer === 'requested';
  const declined = answer === 'declined';
  const full = !requested && !declined && ((spotsLeft === 0 && answer !== 'going') || waiting);
  // With the event full, the first button is its waitlist.
  const shown = requested
    ? [
        {
          status: 'going' as const,
          label: msg({ message: 'Requested', comment: 'RSVP button: a request to go, pending' }),
          icon: HourglassIcon,
        },
        choices[1]!,
      ]
    : declined
      ? [
          {
            status: 'going' as const,
            label: msg({ message: 'Declined', comment: 'RSVP button: the hosts said no' }),
            icon: BanIcon,
          },
          choices[1]!,
        ]
      : full
        ? [
            {
              status: 'waitlisted' as const,
              label: waiting
                ? msg`On the waitlist`
                : compact
                  ? msg({ message: 'Waitlist', comment: 'RSVP button: join the waitlist' })
                  : msg`Join waitlist`,
              icon: ListPlusIcon,
            },
            choices[1]!,
          ]
        : choices;
  const title = event.title;

  const onPress = (status: Choice) => {
    if (accountPending) held.current = status;
    else if (visitor) void navigate(loginAddress);
    else choose(status);
  };

  const group = (
    <div
      role="group"
      aria-label={t`RSVP to ${title}`}
      aria-busy={busy || undefined}
      className={cn('grid grid-cols-2', compact ? 'gap-2' : 'gap-2.5')}
    >
      {shown.map(({ status, label, icon: Icon }) => {
        const pressed = answer === status || (status === 'going' && (requested || declined));
        return (
          <button
            key={status}
            // A visitor's press works before the app runs: the form below sends them to log in.
            type={visitor ? 'submit' : 'button'}
            name={visitor ? 'status' : undefined}
            value={visitor ? status : undefined}
            aria-pressed={pressed}
            // A member's buttons wait for their code; a visitor's never wait (docs/decisions/0035).
            // A declined request stands: the hosts said no, and the member cannot ask again.
            disabled={(accountPending && !visitor) || declined || offline}
            aria-describedby={
              offline
                ? offlineId
                : status === 'waitlisted' && !waiting && !compact
                  ? `${event.id}-full`
                  : undefined
            }
            onClick={() => onPress(status)}
            className={cn(
              'relative z-10 inline-flex min-w-0 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold ring-1 transition-[background-color,color,box-shadow] select-none ring-inset disabled:cursor-not-allowed disabled:opacity-55',
              // The icon keeps its size on a narrow card; the label gives way first.
              '[&_svg]:shrink-0',
              // A card narrower than both labels with their icons keeps the labels.
              compact
                ? 'h-9 gap-1.5 px-3 text-sm @max-[16rem]:[&_svg]:hidden [&_svg]:size-4'
                : 'h-12 px-4 text-base [&_svg]:size-5',
              pressed
                ? declined
                  ? 'bg-sand-100 text-sand-900 ring-sand-200'
                  : status !== 'interested'
                    ? 'bg-ocean-700 text-white ring-ocean-700 hover:bg-ocean-800'
                    : 'bg-coral-500 text-white ring-coral-500 hover:bg-coral-600'
                : 'bg-surface text-ink ring-ocean-900/15 hover:bg-ocean-50',
              busy && 'cursor-progress',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(pressed && status === 'interested' && 'fill-current')}
            />
            <span className="truncate">{i18n._(label)}</span>
          </button>
        );
      })}
    </div>
  );
  // Pressed before the scripts ran, the server saves a member's answer, or sends a visitor to
  // log in and back: the page was rendered for a visitor, whoever holds it.
  const buttons = visitor ? (
    <FallbackForm method="post" action={`/api/events/${event.id}/rsvp-form`}>
      {group}
    </FallbackForm>
  ) : (
    group
  );

  const offlineLine = offline ? (
    <p
      id={offlineId}
      className={cn('font-medium text-sand-900', compact ? 'mt-1.5 text-xs' : 'mt-2 text-sm')}
    >
      {i18n._(offlineNote)}
    </p>
  ) : null;

  if (compact) {
    return (
      <div className={cn('@container', className)}>
        {buttons}
        {offlineLine}
      </div>
    );
  }

  return (
    <section
      aria-label={t({ message: 'RSVP', comment: 'Name of the section with the RSVP buttons' })}
      className={cn(
        'rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6',
        className,
      )}
    >
      <h2 className="text-lg font-semibold">{t`Are you going?`}</h2>
      <div className="mt-3">{buttons}</div>
      {offlineLine}
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {answer === 'going'
          ? t`You’re going. Press Going again to take it back.`
          : requested
            ? t`You asked to go. The hosts will let you know. Press Requested to withdraw your request.`
            : declined
              ? i18n._(declinedNote)
              : waiting
                ? place
                  ? t`You’re #${place} on the waitlist. We’ll let you know when a spot opens.`
                  : t`You’re on the waitlist. We’ll let you know when a spot opens.`
                : answer === 'interested'
                  ? t`You’re interested. Press Interested again to take it back.`
                  : viewerId === null
                    ? t`Log in to say you are going or interested.`
                    : event.requiresApproval && !hostsIt(event)
                      ? t`Going needs the hosts’ approval: pressing Going asks them.`
                      : t`Let the organiser and your friends know.`}
        {spotsLeft !== null && !full ? (
          <span className="block font-medium text-ink/80">
            {i18n._({
              ...msg`{spotsLeft, plural, one {# spot left of {capacity}} other {# spots left of {capacity}}}`,
              values: { spotsLeft, capacity },
            })}
          </span>
        ) : null}
      </p>
      {full && !waiting ? (
        <p id={`${event.id}-full`} className="mt-2 text-sm font-medium text-coral-700">
          {i18n._(rsvpNotes.full)}
        </p>
      ) : null}
      {answer === 'going' && memberRsvp ? (
        // The code the hosts scan at the door (docs/product.md §14 "Check-in").
        <Link
          to={`/events/event/${event.id}/ticket`}
          className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline"
        >
          <TicketIcon aria-hidden="true" className="size-4" />
          {t`Your ticket`}
        </Link>
      ) : null}
    </section>
  );
}
