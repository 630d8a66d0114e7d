import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuth } from '../auth-context';
import { signInFormSchema, type SignInForm as SignInValues } from '../auth-schemas';
import { AuthErrorAlert } from './auth-error-alert';

type SignInFormProps = {
  /** Called once the member is signed in and the session is loaded. */
  onSignedIn: () => void;
  defaultEmail?: string;
};

/** E-mail and password. */
export function SignInForm({ onSignedIn, defaultEmail = '' }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const { signIn } = useAuth();
  const [error, setError] = useState<unknown>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema(i18n)),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await signIn(values);
      onSignedIn();
    } catch (caught) {
      setError(caught);
    }
  });

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
          {...form.register('email')}
        />
      </Field>
      <Field
        label={t`Password`}
        error={errors.password?.message}
        aside={
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-ocean-700 underline-offset-4 hover:underline"
          >
            {t`Forgot password?`}
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" size="lg" loading={isSubmitting} loadingLabel={t`Logging in...`}>
        {t`Log In`}
      </Button>
    </form>
  );
}
