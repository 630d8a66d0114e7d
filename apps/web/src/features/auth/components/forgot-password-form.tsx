import { LinkButton } from '@/components/ui/link-button';
import { useAuth } from '../auth-context';
import { EmailLinkForm } from './email-link-form';
import { EmailSentNotice } from './email-sent-notice';

/** Mails a link to /reset-password (docs/product.md §2 return points). */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { requestPasswordReset } = useAuth();
  return (
    <EmailLinkForm
      defaultEmail={defaultEmail}
      send={requestPasswordReset}
      submitLabel="Send reset link"
      sentNotice={(email) => (
        <EmailSentNotice
          title="Check your email"
          actions={<LinkButton to="/login">Back to log in</LinkButton>}
        >
          If <strong className="text-ink">{email}</strong> belongs to a Lineup account, a link to
          choose a new password is on its way. It expires in an hour.
        </EmailSentNotice>
      )}
    />
  );
}
