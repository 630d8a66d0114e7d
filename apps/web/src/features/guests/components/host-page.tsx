import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import LockIcon from 'lucide-react/icons/lock';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';

export const eventPagePath = (eventId: string) => `/events/event/${eventId}`;

/** Waiting for the page's data. */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className="flex justify-center py-16 text-ocean-700">
      <Spinner size="lg" label={t`Loading...`} showLabel layout="stacked" />
    </div>
  );
}

/** The page is not for this member: what it is for, and the way back to the event. */
export function NotForYou({
  eventId,
  title,
  children,
}: {
  eventId: string;
  title: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl bg-surface px-6 py-12 text-center shadow-soft ring-1 ring-ocean-900/8">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-coral-50 text-coral-700">
        <LockIcon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children ? <div className="max-w-sm text-muted">{children}</div> : null}
      <LinkButton to={eventPagePath(eventId)} variant="outline">
        {t`See the event`}
      </LinkButton>
    </div>
  );
}

/** A failure other than "not there" or "not yours": the server's words and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert variant="error" title={t`This page could not be loaded.`}>
      <p>{isApiError(error) ? error.message : t`Please try again.`}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </Alert>
  );
}

/** The HTTP status of a failed call, 0 for anything else. */
export const statusOf = (error: unknown) => (isApiError(error) ? error.status : 0);

/** An id that is not a uuid is answered 400: no event can live there either. */
export const isMissing = (error: unknown) => [400, 404].includes(statusOf(error));
