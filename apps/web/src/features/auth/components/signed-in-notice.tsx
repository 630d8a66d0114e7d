import { Trans } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { useAuth } from '../auth-context';

/** On a sign-in or sign-up screen, tells a member who is already signed in what will happen. */
export function SignedInNotice({ className }: { className?: string }) {
  const { user } = useAuth();
  const email = user?.email;
  if (!user) return null;
  return (
    <Alert variant="info" className={className}>
      <Trans>
        You're logged in as <strong>{email}</strong>. Continuing here logs you out of that account
        first.
      </Trans>
    </Alert>
  );
}
