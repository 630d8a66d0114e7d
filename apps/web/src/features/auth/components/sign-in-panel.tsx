import { useLingui } from '@lingui/react/macro';
import MailIcon from 'lucide-react/icons/mail';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { OrDivider } from './auth-screen';
import { MagicLinkForm } from './magic-link-form';
import { SignInForm } from './sign-in-form';
import { SocialButtons } from './social-buttons';

type SignInPanelProps = {
  redirectTo: string | null;
  onSignedIn: () => void;
  defaultEmail?: string;
};

/** Every way to log in: Google or Facebook, e-mail and password, or a link by e-mail. */
export function SignInPanel({ redirectTo, onSignedIn, defaultEmail }: SignInPanelProps) {
  const { t } = useLingui();
  const [method, setMethod] = useState<'password' | 'magic-link'>('password');
  return (
    <div>
      <SocialButtons redirectTo={redirectTo} />
      <OrDivider />
      {method === 'password' ? (
        <>
          <SignInForm onSignedIn={onSignedIn} defaultEmail={defaultEmail} />
          <Button variant="ghost" className="mt-2 w-full" onClick={() => setMethod('magic-link')}>
            <MailIcon aria-hidden="true" />
            {t`Email me a sign-in link`}
          </Button>
        </>
      ) : (
        <MagicLinkForm
          redirectTo={redirectTo}
          defaultEmail={defaultEmail}
          onCancel={() => setMethod('password')}
        />
      )}
    </div>
  );
}
