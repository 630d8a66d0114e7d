import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { toast } from '@/components/ui/toast';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { ReturnedError } from '@/features/auth/components/returned-error';
import { PageTitle } from '../shell/page-title';

/** docs/product.md §2: the password-reset e-mail returns here with `?token=` (or `?error=`). */
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const failed = params.has('error');

  return (
    <>
      <PageTitle>{t`Reset Password`}</PageTitle>
      <AuthScreen
        heading={t`Choose a new password`}
        description={t`Pick something you don't use anywhere else.`}
        footer={
          <Trans>
            Back to <Link to="/login">log in</Link>
          </Trans>
        }
      >
        {token && !failed ? (
          <ResetPasswordForm
            token={token}
            onDone={() => {
              toast({
                title: t`Password updated`,
                description: t`Log in with your new password.`,
                variant: 'success',
              });
              void navigate('/login', { replace: true });
            }}
          />
        ) : (
          <div className="flex flex-col gap-4">
            {failed ? (
              <ReturnedError />
            ) : (
              <p className="text-[0.9375rem] leading-relaxed text-muted">
                {t`Open this page from the link in your password reset email. If the link has expired, ask for a new one.`}
              </p>
            )}
            <LinkButton to="/forgot-password">{t`Send a new reset link`}</LinkButton>
          </div>
        )}
      </AuthScreen>
    </>
  );
}
