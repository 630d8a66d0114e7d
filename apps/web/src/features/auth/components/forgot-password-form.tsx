import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '@/components/ui/link-button';
import { useAuth } from '../auth-context';
import { EmailLinkForm } from './email-link-form';
import { EmailSentNotice } from './email-sent-notice';

/** Mails a link to /reset-password (docs/product.md §2 return points). */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useLingui();
  const { requestPasswordReset } = useAuth();
  return (
    <EmailLinkForm
      defaultEmail={defaultEmail}
      send={requestPasswordReset}
      submitLabel={t`Send reset link`}
      sentNotice={(email) => (
        <EmailSentNotice
          title={t`Check your email`}
          actions={<LinkButton to="/login">{t`Back to log in`}</LinkButton>}
        >
          <Trans>
            If <strong className="text-ink">{email}</strong> belongs to a Lineup account, a link to
            choose a new password is on its way. It expires in an hour.
          </Trans>
        </EmailSentNotice>
      )}
    />
  );
}
