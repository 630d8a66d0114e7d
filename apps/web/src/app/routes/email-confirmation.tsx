import { useLingui } from '@lingui/react/macro';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { EmailConfirmation } from '@/features/auth/components/email-confirmation';
import { PageTitle } from '../shell/page-title';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Confirming`}</PageTitle>
      <AuthScreen heading={t`Confirming your e-mail`} description={t`Finishing your sign-in.`}>
        <EmailConfirmation />
      </AuthScreen>
    </>
  );
}
