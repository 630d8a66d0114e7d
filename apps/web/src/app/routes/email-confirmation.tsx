import { AuthScreen } from '@/features/auth/components/auth-screen';
import { EmailConfirmation } from '@/features/auth/components/email-confirmation';
import { PageTitle } from '../shell/page-title';

export function Component() {
  return (
    <>
      <PageTitle>Confirming</PageTitle>
      <AuthScreen heading="Confirming your e-mail" description="Finishing your sign-in.">
        <EmailConfirmation />
      </AuthScreen>
    </>
  );
}
