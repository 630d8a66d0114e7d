import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PlanListItem } from '@lineup/contracts';
import CheckIcon from 'lucide-react/icons/check';
import ListPlusIcon from 'lucide-react/icons/list-plus';
import LogOutIcon from 'lucide-react/icons/log-out';
import PlusIcon from 'lucide-react/icons/plus';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FallbackForm } from '@/components/ui/fallback-form';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/render-time';
import { usePlanMembership } from '../hooks/use-plan-membership';

type PlanJoinButtonProps = {
  plan: Pick<
    PlanListItem,
    'id' | 'title' | 'startsAt' | 'spotsLimit' | 'memberCount' | 'joinedByViewer' | 'isCreator'
  > & {
    /** The viewer's place on the waitlist (the plan's page knows it; cards do not). */
    myWaitlistPosition?: number | null;
  };
  /** The signed-in member's id, or null for a visitor (who is sent to log in first). */
  viewerId: string | null;
  /**
   * The session is still being read (a page the server sent, just after it loaded): a press on
   * Join waits for it, rather than send a member who is signed in to the login page.
   */
  accountPending?: boolean;
  /** `full` adds a line saying where the member stands. */
  variant?: 'compact' | 'full';
  className?: string;
  now?: Date;
};

/** Spots still open, or null when the plan has no limit. */
export function spotsLeftOf(plan: Pick<PlanListItem, 'spotsLimit' | 'memberCount'>) {
  return plan.spotsLimit === null ? null : Math.max(plan.spotsLimit - plan.memberCount, 0);
}

/**
 * Join / Leave (docs/product.md "Casual plan": members join and leave). The creator is in already;
 * a full plan offers its waitlist (docs/product.md §10), and the plan's page shows a waiting
 * member their place and a way off the list; a plan that has started takes no more changes.
 */
export function PlanJoinButton({
  plan,
  viewerId,
  accountPending = false,
  variant = 'compact',
  className,
  now: givenNow,
}: PlanJoinButtonProps) {
  const { t, i18n } = useLingui();
  const clock = useNow();
  const now = givenNow ?? clock;
  const navigate = useNavigate();
  const location = useLocation();
  const { join, wait, leave, busy, pending } = usePlanMembership(plan);
  // A press while the account is still read waits for it: a visitor then goes to log in, a
  // member joins (or waits for a spot).
  const held = useRef<'join' | 'wait' | null>(null);
  const visitor = viewerId === null;
  const toLogIn = () => {
    const back = `${location.pathname}${location.search}`;
    void navigate(`/auth?redirectTo=${encodeURIComponent(back)}`);
  };
  useEffect(() => {
    const pressed = held.current;
    if (pressed === null || accountPending) return;
    held.current = null;
    if (visitor) toLogIn();
    else if (pressed === 'wait') wait();
    else join();
  });
  const press = (action: 'join' | 'wait') => {
    if (accountPending) held.current = action;
    else if (visitor) toLogIn();
    else if (action === 'wait') wait();
    else join();
  };
  const full = variant === 'full';
  const started = new Date(plan.startsAt).getTime() <= now.getTime();

  if (plan.isCreator) {
    // The panel already says whose plan it is; a card gets the badge in place of a button.
    return full ? null : (
      <Badge variant="solid" className={className}>
        {t`Your plan`}
      </Badge>
    );
  }
  if (started) {
    return full ? (
      <p role="status" className={cn('text-sm font-medium text-muted', className)}>
        {t`This plan has already started.`}
      </p>
    ) : null;
  }

  const spotsLeft = spotsLeftOf(plan);
  const isFull = spotsLeft === 0 && !plan.joinedByViewer;
  const place = plan.myWaitlistPosition ?? null;
  const size = full ? 'md' : 'sm';

  let button;
  if (place !== null) {
    button = (
      <Button
        variant="outline"
        size={size}
        onClick={leave}
        loading={busy && pending === 'leave'}
        loadingLabel={t`Leaving...`}
        disabled={busy}
        aria-describedby={full ? `${plan.id}-standing` : undefined}
      >
        <LogOutIcon aria-hidden="true" />
        {t`Leave waitlist`}
      </Button>
    );
  } else if (plan.joinedByViewer) {
    button = (
      <Button
        variant="outline"
        size={size}
        onClick={leave}
        loading={busy && pending === 'leave'}
        loadingLabel={t`Leaving...`}
        disabled={busy}
        aria-describedby={full ? `${plan.id}-standing` : undefined}
      >
        <LogOutIcon aria-hidden="true" />
        {t({ message: 'Leave', comment: 'Button: leave a plan' })}
      </Button>
    );
  } else if (isFull) {
    button = (
      <Button
        variant="secondary"
        size={size}
        type={visitor ? 'submit' : 'button'}
        onClick={() => press('wait')}
        loading={busy && pending === 'wait'}
        loadingLabel={t`Joining the waitlist...`}
        disabled={busy}
        aria-describedby={full ? `${plan.id}-standing` : undefined}
      >
        <ListPlusIcon aria-hidden="true" />
        {t`Join waitlist`}
      </Button>
    );
  } else {
    button = (
      <Button
        size={size}
        type={visitor ? 'submit' : 'button'}
        onClick={() => press('join')}
        loading={busy && pending === 'join'}
        loadingLabel={t`Joining...`}
        disabled={busy}
      >
        <PlusIcon aria-hidden="true" />
        {t({ message: 'Join', comment: 'Button: join a plan' })}
      </Button>
    );
  }

  // Pressed before the scripts ran (docs/decisions/0035), the server lets a member in (or on
  // the waitlist) and brings them back to the plan, or sends a visitor to log in: the page was
  // rendered for a visitor, whoever holds it.
  if (visitor) {
    button = (
      <FallbackForm method="post" action={`/api/plans/${plan.id}/join-form`} className="contents">
        {button}
      </FallbackForm>
    );
  }

  if (!full) return <div className={cn('relative z-10', className)}>{button}</div>;

  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row sm:items-center', className)}>
      {button}
      <p id={`${plan.id}-standing`} className="text-sm text-muted" aria-live="polite">
        {place !== null ? (
          <span className="font-medium text-ocean-800">
            {t`You’re #${place} on the waitlist. We’ll let you know when a spot opens.`}
          </span>
        ) : plan.joinedByViewer ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-ocean-800">
            <CheckIcon aria-hidden="true" className="size-4" />
            {t`You’re in.`}
          </span>
        ) : isFull ? (
          <span className="font-medium text-coral-700">
            {t`This plan is full. Join the waitlist to get the next spot that opens.`}
          </span>
        ) : viewerId === null ? (
          t`Log in to join.`
        ) : spotsLeft !== null ? (
          i18n._({
            ...msg`{spotsLeft, plural, one {One spot left.} other {# spots left.}}`,
            values: { spotsLeft },
          })
        ) : null}
      </p>
    </div>
  );
}
