import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ReturnedError } from '@/features/auth/components/returned-error';
import { SignInPanel } from '@/features/auth/components/sign-in-panel';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';
import { withRedirectTo } from '@/features/auth/redirect-to';
import { useReturnPath } from '@/features/auth/use-return-path';
import { PageTitle } from '../shell/page-title';

export function Component() {
  const { t } = useLingui();
  const { redirectTo, goToTarget, email } = useReturnPath();
  return (
    <>
      <PageTitle>{t`Log In`}</PageTitle>
      <AuthScreen
        heading={t`Log in`}
        description={t`Log in to add events, RSVP and keep up with your plans.`}
        footer={
          <Trans>
            New to Lineup? <Link to={withRedirectTo('/signup', redirectTo)}>Join now</Link>
          </Trans>
        }
      >
        <ReturnedError className="mb-4" />
        <SignedInNotice className="mb-4" />
        <SignInPanel redirectTo={redirectTo} onSignedIn={goToTarget} defaultEmail={email} />
      </AuthScreen>
    </>
  );
}
