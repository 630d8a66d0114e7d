import { useLingui } from '@lingui/react/macro';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type DiscussionPlacement = {
  /** `page`: a card among the event page's sections (h2); `panel`: inside a plan's panel (h3). */
  placement?: 'page' | 'panel';
};

/** The discussion's section and heading, the same for visitors and members. */
export function DiscussionFrame({
  placement = 'page',
  headingRef,
  actions,
  children,
}: DiscussionPlacement & {
  /** The heading takes the focus when what had it is gone (a deleted message). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Beside the heading (mute). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const Heading = placement === 'page' ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-4',
        placement === 'page' &&
          'rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className={cn(
            'flex items-center gap-2 font-semibold focus:outline-none',
            placement === 'page' ? 'text-lg' : 'text-base',
          )}
        >
          <MessagesSquareIcon aria-hidden="true" className="size-5 text-ocean-700" />
          {t`Discussion`}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** What a visitor sees: the discussion is for members (docs/product.md §15). */
export function DiscussionLoginPrompt({
  loginHref,
  placement,
}: DiscussionPlacement & {
  /** The login page, coming back here afterwards. */
  loginHref: string;
}) {
  const { t } = useLingui();
  return (
    <DiscussionFrame placement={placement}>
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset">
        <p className="text-[0.9375rem] text-ink/80">
          {t`Members talk it over here: who’s running late, lifts, what to bring.`}
        </p>
        <Link to={loginHref} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
          {t`Log in to join the discussion`}
        </Link>
      </div>
    </DiscussionFrame>
  );
}
