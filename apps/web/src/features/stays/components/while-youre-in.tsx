import { Trans, useLingui } from '@lingui/react/macro';
import {
  type FriendRelation,
  type MemberStay,
  type MemberSummary,
  type PlanCard,
} from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { LinkButton } from '@/components/ui/link-button';
import { cn } from '@/lib/cn';
import { staysAroundQueryOptions } from '../api/stays-api';
import { MY_STAYS_PATH } from '../lib/my-stays-link';
import { stayDays } from '../lib/stay-days';
import { stayPlace } from '../lib/stay-place';

type WhileYoureInProps = {
  viewerId: string;
  /** The area page's area; without it, the member's next stay anywhere. */
  area?: string;
  /** The events of the stay's days, as the events feature lists them. */
  renderEvents: (filters: { area: string; from: string; to: string }, label: string) => ReactNode;
  renderPlan: (plan: PlanCard) => ReactNode;
  /** Add friend (or where the request stands) for someone around. */
  renderFriendAction: (member: MemberSummary, relation: FriendRelation) => ReactNode;
  /** Without a stay, invite the member to add one (home) instead of showing nothing. */
  invite?: boolean;
  className?: string;
};

/**
 * "While you're in Peniche, 3–10 June" (docs/product.md §13): during a stay and before it, what
 * is on in those days, the friends whose stays overlap, and others around who share their
 * stays with everyone. Without a stay it shows nothing, or on home an invitation to add one.
 */
export function WhileYoureIn({
  viewerId,
  area,
  renderEvents,
  renderPlan,
  renderFriendAction,
  invite = false,
  className,
}: WhileYoureInProps) {
  const { t, i18n } = useLingui();
  const around = useQuery(staysAroundQueryOptions(viewerId, area));
  const stay = around.data?.stay;
  if (!stay) return invite && around.data ? <StayInvite className={className} /> : null;
  const days = stayDays(i18n, stay.arrivesOn, stay.leavesOn);
  const { friends, others, plans } = around.data!;
  const place = stay.area.name;
  const title = t`While you're in ${place}, ${days}`;

  return (
    <section
      aria-labelledby="while-youre-in"
      className={cn(
        'flex flex-col gap-6 rounded-[1.75rem] bg-ocean-50 p-5 ring-1 ring-ocean-900/8 sm:p-7',
        className,
      )}
    >
      <div>
        <p className="text-xs font-semibold tracking-[0.16em] text-coral-600 uppercase">
          {t`Your stay`}
        </p>
        <h2 id="while-youre-in" className="mt-1 text-2xl font-bold">
          {title}
        </h2>
      </div>

      {friends.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t`Friends around`}</h3>
          <ul aria-label={t`Friends around`} className="flex flex-col gap-2">
            {friends.map((friend) => (
              <li key={friend.id}>
                <Around stay={friend} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {others.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t`Also around`}</h3>
          <ul aria-label={t`Also around`} className="flex flex-col gap-2">
            {others.map((other) => (
              <li key={other.id}>
                <Around stay={other}>{renderFriendAction(other.member, other.relation)}</Around>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t`On in those days`}</h3>
        {renderEvents(
          { area: stay.area.slug, from: stay.arrivesOn, to: stay.leavesOn },
          t`Events in ${place}, ${days}`,
        )}
      </div>

      {plans.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t`Casual plans`}</h3>
          <ul
            aria-label={t`Casual plans in ${place}, ${days}`}
            className="grid gap-4 md:grid-cols-3"
          >
            {plans.map((plan) => (
              <li key={plan.id} className="flex">
                {renderPlan(plan)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** For a member with no stay ahead: where to add one. */
function StayInvite({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="stay-invite"
      className={cn(
        'flex flex-col gap-3 rounded-[1.75rem] bg-ocean-50 p-5 ring-1 ring-ocean-900/8 sm:flex-row sm:items-center sm:justify-between sm:p-6',
        className,
      )}
    >
      <div>
        <h2 id="stay-invite" className="text-lg font-bold">
          {t`Heading somewhere on the coast?`}
        </h2>
        <p className="text-sm text-muted">
          {t`Add your stay to see what is on while you are there, and which friends are around.`}
        </p>
      </div>
      <LinkButton to={MY_STAYS_PATH} variant="outline" className="self-start sm:self-auto">
        {t`Add a stay`}
      </LinkButton>
    </section>
  );
}

/** "Ana is in Peniche · Baleal 5–12 June", with their note. */
function Around({ stay, children }: { stay: MemberStay; children?: ReactNode }) {
  const { i18n } = useLingui();
  const name = stay.member.username;
  const where = stayPlace(stay);
  const days = stayDays(i18n, stay.arrivesOn, stay.leavesOn);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface px-3 py-2.5 ring-1 ring-ocean-900/8 sm:px-4">
      <span aria-hidden="true" className="contents">
        <Avatar name={stay.member.username} src={stay.member.avatarUrl} size="md" />
      </span>
      {/* At least this wide, so on a phone Add friend moves under the line instead of squeezing it. */}
      <div className="flex min-w-48 flex-1 flex-col">
        <span>
          <Trans>
            <Link
              to={`/user/${encodeURIComponent(stay.member.id)}`}
              className="font-semibold hover:text-ocean-800 hover:underline"
            >
              {name}
            </Link>{' '}
            is in {where} {days}
          </Trans>
        </span>
        {stay.note ? <span className="text-sm text-muted">“{stay.note}”</span> : null}
      </div>
      {children ? <div className="flex shrink-0 items-center gap-2">{children}</div> : null}
    </div>
  );
}
