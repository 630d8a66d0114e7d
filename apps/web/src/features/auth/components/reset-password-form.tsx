import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@lineup/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { preloadPasswordStrength } from '@/lib/password-strength';
import { useAuth } from '../auth-context';
import { authErrorMessage } from '../auth-error';
import {
  resetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordValues,
} from '../auth-schemas';

/** A new password, set with the token of a reset link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { resetPassword } = useAuth();
  const [error, setError] = useState<unknown>(null);
  const minLength = PASSWORD_MIN_LENGTH;
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema(i18n)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword({ token, password });
      onDone();
    } catch (caught) {
      setError(caught);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error ? <Alert variant="error">{authErrorMessage(i18n, error)}</Alert> : null}
      <Field
        label={t`New password`}
        error={errors.password?.message}
        hint={t`At least ${minLength} characters, hard to guess: a few unrelated words work well.`}
      >
        <PasswordInput
          autoComplete="new-password"
          onFocus={preloadPasswordStrength}
          {...form.register('password')}
        />
      </Field>
      <Field label={t`Repeat new password`} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" loading={isSubmitting} loadingLabel={t`Saving...`}>
        {t`Update password`}
      </Button>
    </form>
  );
}
