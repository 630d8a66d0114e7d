import { Link } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ResendConfirmationForm } from '@/features/auth/components/resend-confirmation-form';
import { useReturnPath } from '@/features/auth/use-return-path';
import { PageTitle } from '../shell/page-title';

export function Component() {
  const { email } = useReturnPath();
  return (
    <>
      <PageTitle>Resend Confirmation</PageTitle>
      <AuthScreen
        heading="Resend the confirmation e-mail"
        description="Didn't get the confirmation link, or did it expire? We'll send a fresh one."
        footer={
          <>
            Already confirmed? <Link to="/login">Log in</Link>
          </>
        }
      >
        <ResendConfirmationForm defaultEmail={email} />
      </AuthScreen>
    </>
  );
}
