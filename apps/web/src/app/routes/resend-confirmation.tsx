import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ResendConfirmationForm } from '@/features/auth/components/resend-confirmation-form';
import { useReturnPath } from '@/features/auth/use-return-path';
import { PageTitle } from '../shell/page-title';

export function Component() {
  const { t } = useLingui();
  const { email } = useReturnPath();
  return (
    <>
      <PageTitle>{t`Resend Confirmation`}</PageTitle>
      <AuthScreen
        heading={t`Resend the confirmation e-mail`}
        description={t`Didn't get the confirmation link, or did it expire? We'll send a fresh one.`}
        footer={
          <Trans>
            Already confirmed? <Link to="/login">Log in</Link>
          </Trans>
        }
      >
        <ResendConfirmationForm defaultEmail={email} />
      </AuthScreen>
    </>
  );
}
