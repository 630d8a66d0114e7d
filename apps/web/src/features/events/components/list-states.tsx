import { useLingui } from '@lingui/react/macro';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A list that could not be loaded, with a way to try again. */
export function ListError({
  message,
  onRetry,
}: {
  /** What could not be loaded; events unless said. */
  message?: string;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-12 text-center ring-1 ring-ocean-900/8"
    >
      <CircleAlertIcon aria-hidden="true" className="size-8 text-coral-500" />
      <p className="font-semibold">{message ?? t`Events could not be loaded.`}</p>
      <p className="max-w-sm text-sm text-muted">{t`Check your connection and try again.`}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}

/** A list with nothing in it: what that means and what to do instead. */
export function ListEmpty({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-ocean-900/15 bg-sand-100/50 px-6 py-12 text-center">
      {icon}
      <p className="text-lg font-semibold">{title}</p>
      {children ? <div className="max-w-md text-sm text-muted">{children}</div> : null}
    </div>
  );
}
