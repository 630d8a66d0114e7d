import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { unsubscribe, unsubscribeQueryOptions } from '../api/notifications-api';

/**
 * The page an e-mail's unsubscribe link opens (docs/product.md §10). Opening it changes
 * nothing (mail scanners open links); the button turns that kind of e-mail off. Works without
 * signing in: the link itself says whose e-mails.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const { t } = useLingui();
  const check = useQuery({ ...unsubscribeQueryOptions(token ?? ''), enabled: token !== null });
  const stop = useMutation({ mutationFn: () => unsubscribe(token ?? '') });

  const settings = (
    <Link to="/profile/settings" className="font-semibold text-ocean-700 hover:underline">
      {t`Choose which e-mails you get`}
    </Link>
  );
  if (token === null) {
    return (
      <p role="alert">
        <Trans>This unsubscribe link is incomplete. {settings} in your settings instead.</Trans>
      </p>
    );
  }
  if (check.isPending) return <p className="text-muted">Loading…</p>;
  if (check.isError) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert">
          {isApiError(check.error) ? check.error.message : t`This link could not be checked.`}
        </p>
        <p>{settings}</p>
      </div>
    );
  }
  const label = check.data.label;
  const done = stop.isSuccess || check.data.unsubscribed;
  if (done) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-lg font-semibold">
          {t`You won’t get e-mails about ${label} any more.`}
        </p>
        <p className="text-muted">You still see them in the app. {settings}.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-lg font-semibold">Stop e-mails about {label}?</p>
      <p className="text-muted">Other e-mails and what you see in the app stay as they are.</p>
      <Button onClick={() => stop.mutate()} loading={stop.isPending} loadingLabel={t`Saving...`}>
        {t`Stop these e-mails`}
      </Button>
      {stop.isError ? (
        <p role="alert" className="text-coral-700">
          {isApiError(stop.error) ? stop.error.message : t`Please try again.`}
        </p>
      ) : null}
    </div>
  );
}
