import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { useAuth } from '../auth-context';
import { EmailLinkForm } from './email-link-form';
import { EmailSentNotice } from './email-sent-notice';

type MagicLinkFormProps = {
  redirectTo: string | null;
  defaultEmail?: string;
  /** Back to the password form. */
  onCancel?: () => void;
};

/** docs/product.md §6: sign in with a one-time link by e-mail; the link returns to /profile. */
export function MagicLinkForm({ redirectTo, defaultEmail = '', onCancel }: MagicLinkFormProps) {
  const { t } = useLingui();
  const { sendMagicLink } = useAuth();
  return (
    <EmailLinkForm
      defaultEmail={defaultEmail}
      send={(email) => sendMagicLink({ email, redirectTo })}
      submitLabel={t`Email me a sign-in link`}
      hint={t`We'll email you a link that logs you in — no password needed.`}
      sentNotice={(email, startOver) => (
        <EmailSentNotice
          title={t`Check your email`}
          actions={
            <Button variant="ghost" onClick={startOver}>
              {t`Use a different email`}
            </Button>
          }
        >
          <Trans>
            We sent a sign-in link to <strong className="text-ink">{email}</strong>. Open it on this
            device to log in. It works once and expires in 15 minutes.
          </Trans>
        </EmailSentNotice>
      )}
    >
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          {t`Log in with a password instead`}
        </Button>
      ) : null}
    </EmailLinkForm>
  );
}
