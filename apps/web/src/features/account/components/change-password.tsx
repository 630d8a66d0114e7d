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

const ChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, { error: 'Enter your current password.' }),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
      .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters.` }),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The two passwords do not match.',
  })
  .superRefine(async (form, ctx) => {
    // The server's rule and its reason, before anything is sent.
    const reason = await weakPasswordReason(form.newPassword);
    if (reason) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: reason });
  });
type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

type ChangePasswordProps = {
  /** `false` for members who only sign in with links, Google or Facebook. */
  hasPassword: boolean | undefined;
  onChangePassword: (input: { currentPassword: string; newPassword: string }) => Promise<void>;
};

export function ChangePassword({ hasPassword, onChangePassword }: ChangePasswordProps) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    try {
      await onChangePassword({ currentPassword, newPassword });
      form.reset();
      toast({
        title: 'Password changed',
        description: 'Use your new password the next time you log in.',
        variant: 'success',
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Your password was not changed.');
    }
  });

  if (hasPassword === false) {
    return (
      <SettingsSection
        title="Password"
        description="You log in with email links or a social account, so there is no password to change."
      >
        <p className="text-sm text-muted">
          Want one anyway?{' '}
          <Link
            to="/forgot-password"
            className="font-semibold text-ocean-700 underline-offset-4 hover:underline"
          >
            Set a password by email
          </Link>
          .
        </p>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection title="Change password" description="Choose one you don't use anywhere else.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Field label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <Field
          label="New password"
          error={errors.newPassword?.message}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, hard to guess: a few unrelated words work well.`}
        >
          <PasswordInput
            autoComplete="new-password"
            onFocus={preloadPasswordStrength}
            {...form.register('newPassword')}
          />
        </Field>
        <Field label="Repeat new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button
          type="submit"
          className="self-start"
          loading={isSubmitting}
          loadingLabel="Saving..."
        >
          Update password
        </Button>
      </form>
    </SettingsSection>
  );
}
