import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lineup/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { preloadPasswordStrength, weakPasswordReason } from '@/lib/password-strength';
import { SettingsSection } from '@/components/ui/settings-section';

function changePasswordFormSchema(i18n: I18n) {
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  return z
    .object({
      currentPassword: z.string().min(1, { error: i18n._(msg`Enter your current password.`) }),
      newPassword: z
        .string()
        .min(min, { error: i18n._(msg`Use at least ${min} characters.`) })
        .max(max, { error: i18n._(msg`Use at most ${max} characters.`) }),
      confirmPassword: z.string(),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      path: ['confirmPassword'],
      error: i18n._(msg`The two passwords do not match.`),
    })
    .superRefine(async (form, ctx) => {
      const reason = await weakPasswordReason(form.newPassword);
      if (reason) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: reason });
    });
}
type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;

type ChangePasswordProps = {
  /** `false` for members who only sign in with links, Google or Facebook. */
  hasPassword: boolean | undefined;
  onChangePassword: (input: { currentPassword: string; newPassword: string }) => Promise<void>;
};

export function ChangePassword({ hasPassword, onChangePassword }: ChangePasswordProps) {
  const { t, i18n } = useLingui();
  const minLength = PASSWORD_MIN_LENGTH;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema(i18n)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    try {
      await onChangePassword({ currentPassword, newPassword });
      form.reset();
      toast({
        title: t`Password changed`,
        description: t`Use your new password the next time you log in.`,
        variant: 'success',
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t`Your password was not changed.`);
    }
  });

  if (hasPassword === false) {
    return (
      <SettingsSection
        title={t`Password`}
        description={t`You log in with email links or a social account, so there is no password to change.`}
      >
        <p className="text-sm text-muted">
          <Trans>
            Want one anyway?{' '}
            <Link
              to="/forgot-password"
              className="font-semibold text-ocean-700 underline-offset-4 hover:underline"
            >
              Set a password by email
            </Link>
            .
          </Trans>
        </p>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection
      title={t`Change password`}
      description={t`Choose one you don't use anywhere else.`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Field label={t`Current password`} error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <Field
          label={t`New password`}
          error={errors.newPassword?.message}
          hint={t`At least ${minLength} characters, hard to guess: a few unrelated words work well.`}
        >
          <PasswordInput
            autoComplete="new-password"
            onFocus={preloadPasswordStrength}
            {...form.register('newPassword')}
          />
        </Field>
        <Field label={t`Repeat new password`} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button
          type="submit"
          className="self-start"
          loading={isSubmitting}
          loadingLabel={t`Saving...`}
        >
          {t`Update password`}
        </Button>
      </form>
    </SettingsSection>
  );
}
