import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authErrorMessage } from '../auth-error';
import { emailFormSchema, type EmailForm as EmailValues } from '../auth-schemas';

type EmailLinkFormProps = {
  defaultEmail?: string;
  /** Asks the server to mail the link; a rejection is shown above the field. */
  send: (email: string) => Promise<void>;
  submitLabel: string;
  hint?: string;
  /** What replaces the form once the mail is on its way; `startOver` shows the form again. */
  sentNotice: (email: string, startOver: () => void) => ReactNode;
  /** Extra actions under the submit button. */
  children?: ReactNode;
};

/** One e-mail field that mails a link: magic link, password reset, confirmation again. */
export function EmailLinkForm({
  defaultEmail = '',
  send,
  submitLabel,
  hint,
  sentNotice,
  children,
}: EmailLinkFormProps) {
  const { t, i18n } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<EmailValues>({
    resolver: zodResolver(emailFormSchema(i18n)),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await send(email);
      setSentTo(email);
    } catch (caught) {
      setError(caught);
    }
  });

  if (sentTo) return sentNotice(sentTo, () => setSentTo(null));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error ? <Alert variant="error">{authErrorMessage(i18n, error)}</Alert> : null}
      <Field label={t`Email`} error={errors.email?.message} hint={hint}>
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
      <Button type="submit" size="lg" loading={isSubmitting} loadingLabel={t`Sending...`}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
