import { useLingui } from '@lingui/react/macro';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';
import { LogInInstead } from '@/features/auth/components/sign-up-form';
import { SignUpPanel } from '@/features/auth/components/sign-up-panel';
import { useReturnPath } from '@/features/auth/use-return-path';
import { PageTitle } from '../shell/page-title';

export function Component() {
  const { t } = useLingui();
  const { redirectTo, goToTarget } = useReturnPath();
  return (
    <>
      <PageTitle>{t`Join`}</PageTitle>
      <AuthScreen
        heading={t`Join Lineup`}
        description={t`Add your own events, RSVP and find your crew on the coast. It's free.`}
        footer={<LogInInstead redirectTo={redirectTo} />}
      >
        <SignedInNotice className="mb-4" />
        <SignUpPanel redirectTo={redirectTo} onSignedIn={goToTarget} />
      </AuthScreen>
    </>
  );
}
