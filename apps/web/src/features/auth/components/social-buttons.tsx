import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { authConfigQuery } from '../api/auth-config';
import { useAuth, type SocialProvider } from '../auth-context';
import { authErrorMessage } from '../auth-error';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[1.125rem]">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6c-.3 1.4-1 2.5-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.8 3.3-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8C3.9 20.5 7.7 23 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.7 14.1c-.2-.7-.4-1.4-.4-2.1s.1-1.5.4-2.1V7.1H2.1C1.4 8.6 1 10.2 1 12s.4 3.4 1.1 4.9l3.6-2.8Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2C17.5 2.1 15 1 12 1 7.7 1 3.9 3.5 2.1 7.1l3.6 2.8C6.6 7.4 9.1 5.4 12 5.4Z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[1.125rem]">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
      />
    </svg>
  );
}

const providers = [
  { id: 'google', name: 'Google', mark: GoogleMark },
  { id: 'facebook', name: 'Facebook', mark: FacebookMark },
] as const satisfies { id: SocialProvider; name: string; mark: () => React.JSX.Element }[];

/**
 * Google and Facebook sign-in. A provider this server has no keys for keeps its button, turned
 * off, with a note saying so, rather than failing after a click.
 */
export function SocialButtons({ redirectTo }: { redirectTo: string | null }) {
  const { t, i18n } = useLingui();
  const { signInWithProvider } = useAuth();
  const config = useQuery(authConfigQuery);
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function start(provider: SocialProvider) {
    setError(null);
    setPending(provider);
    try {
      await signInWithProvider(provider, redirectTo);
      // The browser is on its way to the provider; the button keeps spinning until it leaves.
    } catch (caught) {
      setError(caught);
      setPending(null);
    }
  }

  const unavailable = providers.filter(({ id }) => config.data && !config.data.providers[id]);
  const unavailableName = unavailable[0]?.name;
  return (
    <div className="flex flex-col gap-2.5">
      <div className="grid gap-2.5 sm:grid-cols-2">
        {providers.map(({ id, name, mark: Mark }) => {
          const enabled = config.data?.providers[id] === true;
          return (
            <Button
              key={id}
              variant="outline"
              onClick={() => void start(id)}
              disabled={!enabled || pending !== null}
              loading={pending === id}
              loadingLabel={t`Opening ${name}...`}
            >
              {pending === id ? null : <Mark />}
              {name}
            </Button>
          );
        })}
      </div>
      {unavailable.length > 0 ? (
        <p className="text-center text-xs leading-relaxed text-muted">
          {unavailable.length > 1
            ? t`Google and Facebook sign-in are not set up on this server.`
            : t`${unavailableName} sign-in is not set up on this server.`}
        </p>
      ) : null}
      {config.isError ? (
        <p className="text-center text-xs text-muted">
          {t`Google and Facebook sign-in are unavailable right now.`}
        </p>
      ) : null}
      {error ? <Alert variant="error">{authErrorMessage(i18n, error)}</Alert> : null}
    </div>
  );
}
