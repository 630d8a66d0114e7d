import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PlanCard as PlanCardData, PlanListItem } from '@lineup/contracts';
import LockIcon from 'lucide-react/icons/lock';
import MapPinIcon from 'lucide-react/icons/map-pin';
import UsersIcon from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { RepeatsLine } from '@/components/ui/repeats-line';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/render-time';
import { planWhen } from '../lib/plan-time';

export { planWhen };

/** The plan's own page, the address to share (docs/product.md §2). */
export const planHref = (planId: string) => `/casual-plans/${encodeURIComponent(planId)}`;

/** The plans page with the plan's quick view open over the list. */
export const planQuickViewHref = (planId: string) =>
  `/casual-plans?plan=${encodeURIComponent(planId)}`;

/**
 * Who is in: "3 people in" (its creator counts as one), or, for a plan with a limit, its spots,
 * which are for the people joining besides its creator: "1 of 3 spots taken", "Full · 3 of 3
 * spots taken".
 */
export function peopleLine(
  i18n: I18n,
  plan: Pick<PlanCardData, 'memberCount' | 'spotsLimit'>,
): string {
  if (plan.spotsLimit === null) {
    return i18n._({
      ...msg`{people, plural, one {# person in} other {# people in}}`,
      values: { people: plan.memberCount + 1 },
    });
  }
  const taken = Math.min(plan.memberCount, plan.spotsLimit);
  const spots = i18n._({
    ...msg`{limit, plural, one {{taken} of # spot taken} other {{taken} of # spots taken}}`,
    values: { taken, limit: plan.spotsLimit },
  });
  return taken >= plan.spotsLimit ? i18n._(msg`Full · ${spots}`) : spots;
}

type PlanCardProps = {
  plan: PlanCardData & Partial<Pick<PlanListItem, 'joinedByViewer' | 'isCreator'>>;
  /** Buttons at the foot of the card (Join / Leave); they stay clickable above the link. */
  actions?: ReactNode;
  className?: string;
  now?: Date;
  /** Where the card leads: the plan's page, or on the plans page its quick view. */
  href?: string;
};

/**
 * A casual plan: who, what, where and when, how it repeats; spots left when limited. Opens the
 * plan's page, or where `href` says (a recurring plan's card is its next session and stands for
 * the series).
 */
export function PlanCard({ plan, actions, className, now: givenNow, href }: PlanCardProps) {
  const { t, i18n } = useLingui();
  const clock = useNow();
  const now = givenNow ?? clock;
  return (
    <article
      aria-label={plan.title}
      className={cn(
        'relative flex flex-col gap-3 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 transition-shadow focus-within:ring-2 focus-within:ring-ocean-500 hover:shadow-lift',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <Avatar name={plan.creator.username} src={plan.creator.avatarUrl} size="sm" />
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-semibold">{plan.creator.username}</span>{' '}
          <span className="text-muted">· {plan.area.name}</span>
        </p>
        {plan.isCreator ? (
          <Badge variant="solid">{t`Your plan`}</Badge>
        ) : plan.joinedByViewer ? (
          <Badge variant="solid">{t`You’re in`}</Badge>
        ) : null}
      </div>
      <div>
        <p className="text-sm font-semibold text-coral-600">{planWhen(i18n, plan, now)}</p>
        {plan.repeatRule ? <RepeatsLine rule={plan.repeatRule} className="mt-1" /> : null}
        <h3 className="mt-1 text-lg leading-snug font-semibold">
          <Link
            to={href ?? planHref(plan.id)}
            state={href ? { preserveScroll: true } : undefined}
            className="outline-none after:absolute after:inset-0 after:rounded-3xl hover:text-ocean-800"
          >
            {plan.title}
          </Link>
        </h3>
        {plan.vibe ? <p className="mt-1 text-sm text-muted">{plan.vibe}</p> : null}
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <MapPinIcon aria-hidden="true" className="size-4" />
          {plan.location}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <UsersIcon aria-hidden="true" className="size-4" />
          {peopleLine(i18n, plan)}
        </span>
        {plan.visibility === 'friends' ? (
          <span className="inline-flex items-center gap-1.5">
            <LockIcon aria-hidden="true" className="size-4" />
            {t({ message: 'Friends only', comment: 'Who can see a plan' })}
          </span>
        ) : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </article>
  );
}

export function PlanCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-48 flex-col gap-3 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8"
    >
      <div className="flex items-center gap-3">
        <div className="size-8 animate-pulse rounded-full bg-sand-200/70" />
        <div className="h-4 w-1/3 animate-pulse rounded-lg bg-sand-200/70" />
      </div>
      <div className="h-4 w-1/3 animate-pulse rounded-lg bg-sand-200/70" />
      <div className="h-6 w-3/4 animate-pulse rounded-lg bg-sand-200/70" />
    </div>
  );
}
