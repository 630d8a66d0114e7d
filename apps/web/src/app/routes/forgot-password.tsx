import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';
import { useReturnPath } from '@/features/auth/use-return-path';
import { PageTitle } from '../shell/page-title';

export function Component() {
  const { t } = useLingui();
  const { email } = useReturnPath();
  return (
    <>
      <PageTitle>{t`Forgot Password`}</PageTitle>
      <AuthScreen
        heading={t`Forgot your password?`}
        description={t`Enter the email you joined with and we'll send you a link to choose a new one.`}
        footer={
          <Trans>
            Remembered it? <Link to="/login">Log in</Link>
          </Trans>
        }
      >
        <SignedInNotice className="mb-4" />
        <ForgotPasswordForm defaultEmail={email} />
      </AuthScreen>
    </>
  );
}
