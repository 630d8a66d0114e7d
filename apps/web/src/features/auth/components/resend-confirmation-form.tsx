import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '@/components/ui/link-button';
import { useAuth } from '../auth-context';
import { EmailLinkForm } from './email-link-form';
import { EmailSentNotice } from './email-sent-notice';

/** Sends the confirmation mail of a sign-up again. */
export function ResendConfirmationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useLingui();
  const { resendConfirmation } = useAuth();
  return (
    <EmailLinkForm
      defaultEmail={defaultEmail}
      send={resendConfirmation}
      submitLabel={t`Send confirmation link`}
      sentNotice={(email) => (
        <EmailSentNotice
          title={t`Check your email`}
          actions={<LinkButton to="/login">{t`Back to log in`}</LinkButton>}
        >
          <Trans>
            If <strong className="text-ink">{email}</strong> is waiting for confirmation, a new link
            is on its way. Click it to activate your account.
          </Trans>
        </EmailSentNotice>
      )}
    />
  );
}
