import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { preloadAuthActions } from '../auth-context';

type AuthScreenProps = {
  heading: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: "New to Lineup? Join", "Back to log in"… */
  footer?: ReactNode;
  className?: string;
};

/** The frame of every account screen: one card, centred, full width on a phone. */
export function AuthScreen({ heading, description, children, footer, className }: AuthScreenProps) {
  return (
    <div
      className={cn(
        'relative flex justify-center overflow-hidden bg-linear-to-b from-sand-100 via-sand-50 to-sand-50 px-3 pt-6 pb-12 sm:px-6 sm:pt-14',
        className,
      )}
    >
      <div className="w-full max-w-md animate-rise-in">
        {/* The account code loads once the visitor starts on the form, well before they submit,
            without weighing on the first load of the page. */}
        <div
          onFocusCapture={preloadAuthActions}
          onPointerDownCapture={preloadAuthActions}
          className="rounded-[1.75rem] bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-8"
        >
          <h1 className="text-[1.75rem] leading-tight font-bold sm:text-3xl">{heading}</h1>
          {description ? (
            <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted">{description}</p>
          ) : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? (
          <div className="mt-5 text-center text-sm text-muted [&_a]:font-semibold [&_a]:text-ocean-700 [&_a]:underline-offset-4 [&_a:hover]:underline">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** "or" between two ways of signing in. */
export function OrDivider() {
  const { t } = useLingui();
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium text-muted" aria-hidden="true">
      <span className="h-px flex-1 bg-ocean-900/10" />
      {t({ message: 'or', comment: 'Between the Google and Facebook buttons and the e-mail form' })}
      <span className="h-px flex-1 bg-ocean-900/10" />
    </div>
  );
}
