import { OrDivider } from './auth-screen';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';

/** Joining: with Google or Facebook, or with an e-mail address and a password. */
export function SignUpPanel({
  redirectTo,
  onSignedIn,
}: {
  redirectTo: string | null;
  onSignedIn: () => void;
}) {
  return (
    <div>
      <SocialButtons redirectTo={redirectTo} />
      <OrDivider />
      <SignUpForm redirectTo={redirectTo} onSignedIn={onSignedIn} />
    </div>
  );
}
