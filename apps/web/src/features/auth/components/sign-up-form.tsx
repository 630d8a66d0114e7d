import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@lineup/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { preloadPasswordStrength } from '@/lib/password-strength';
import { useAuth } from '../auth-context';
import { authMessages } from '../auth-messages';
import {
  signUpFormSchema,
  usernameFromEmail,
  type SignUpForm as SignUpValues,
} from '../auth-schemas';
import { withRedirectTo } from '../redirect-to';
import { AuthErrorAlert } from './auth-error-alert';
import { EmailSentNotice } from './email-sent-notice';

type SignUpFormProps = {
  redirectTo: string | null;
  /** Called when the account is made and signed in at once (no confirmation needed). */
  onSignedIn: () => void;
};

/** docs/product.md §4: e-mail, username (the e-mail's prefix unless changed) and password. */
export function SignUpForm({ redirectTo, onSignedIn }: SignUpFormProps) {
  const { t, i18n } = useLingui();
  const { signUp } = useAuth();
  const [error, setError] = useState<unknown>(null);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const [usernameEdited, setUsernameEdited] = useState(false);
  const minLength = PASSWORD_MIN_LENGTH;
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema(i18n)),
    defaultValues: { email: '', username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const emailField = form.register('email', {
    onChange: (event: { target: { value: string } }) => {
      if (!usernameEdited) form.setValue('username', usernameFromEmail(event.target.value));
    },
  });
  const usernameField = form.register('username', {
    onChange: () => setUsernameEdited(true),
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await signUp({ ...values, redirectTo });
      if (result === 'signed-in') onSignedIn();
      else setConfirmationSentTo(values.email);
    } catch (caught) {
      setError(caught);
    }
  });

  if (confirmationSentTo) {
    return (
      <EmailSentNotice
        title={i18n._(authMessages.checkEmailTitle)}
        actions={
          <Button
            variant="outline"
            onClick={() => {
              setConfirmationSentTo(null);
              form.reset();
              setUsernameEdited(false);
            }}
          >
            {t`Use a different email`}
          </Button>
        }
      >
        <p>{i18n._(authMessages.checkEmailDescription)}</p>
        <p className="mt-2">
          <Trans>
            We sent it to <strong className="text-ink">{confirmationSentTo}</strong>.
          </Trans>{' '}
          <Link
            to={`/resend-confirmation?email=${encodeURIComponent(confirmationSentTo)}`}
            className="font-semibold text-ocean-700 underline-offset-4 hover:underline"
          >
            {t`Didn't get it?`}
          </Link>
        </p>
      </EmailSentNotice>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error ? <AuthErrorAlert error={error} email={form.getValues('email')} /> : null}
      <Field label={t`Email`} error={errors.email?.message}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t`you@example.com`}
          {...emailField}
        />
      </Field>
      <Field
        label={t`Username`}
        error={errors.username?.message}
        hint={t`How other members see you. Letters, numbers, dots and underscores.`}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t({
            message: 'surf_ines',
            comment: 'An example username: a local one reads best',
          })}
          {...usernameField}
        />
      </Field>
      <Field
        label={t`Password`}
        error={errors.password?.message}
        hint={t`At least ${minLength} characters, hard to guess: a few unrelated words work well.`}
      >
        <PasswordInput
          autoComplete="new-password"
          onFocus={preloadPasswordStrength}
          {...form.register('password')}
        />
      </Field>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        loading={isSubmitting}
        loadingLabel={t`Creating your account...`}
      >
        {t`Create account`}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted">
        <Trans>
          By joining you agree to our{' '}
          <Link to="/terms" className="underline underline-offset-2">
            terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="underline underline-offset-2">
            privacy policy
          </Link>
          .
        </Trans>
      </p>
    </form>
  );
}

/** "Already a member? Log in", keeping where to return to. */
export function LogInInstead({ redirectTo }: { redirectTo: string | null }) {
  return (
    <Trans>
      Already a member? <Link to={withRedirectTo('/login', redirectTo)}>Log in</Link>
    </Trans>
  );
}
