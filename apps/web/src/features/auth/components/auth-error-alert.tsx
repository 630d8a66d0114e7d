import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { authErrorMessage, toAuthError } from '../auth-error';

/** A failed account call, in the words of docs/product.md §8, with the way forward where there is one. */
export function AuthErrorAlert({ error, email }: { error: unknown; email?: string }) {
  const { t, i18n } = useLingui();
  const { code } = toAuthError(error);
  return (
    <Alert variant="error">
      {authErrorMessage(i18n, error)}
      {code === 'EMAIL_NOT_VERIFIED' ? (
        <>
          {' '}
          <Link
            to={`/resend-confirmation${email ? `?email=${encodeURIComponent(email)}` : ''}`}
            className="font-semibold underline underline-offset-4"
          >
            {t`Send the link again`}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
