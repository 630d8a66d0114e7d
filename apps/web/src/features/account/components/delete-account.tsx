import { useLingui } from '@lingui/react/macro';
import { deleteAccountRefusals } from '@lineup/contracts';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { LinkButton } from '@/components/ui/link-button';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { deleteAccount } from '../api/account-api';
import { SettingsSection } from '@/components/ui/settings-section';

type DeleteAccountProps = {
  /** Members with a password confirm with it; others need a recent sign-in instead. */
  hasPassword: boolean | undefined;
  /** Called once the account is gone (the server has also ended the session). */
  onDeleted: () => void;
};

/** Deletes the account and its personal data, after the member confirms with their password. */
export function DeleteAccount({ hasPassword, onDeleted }: DeleteAccountProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; reauthenticate: boolean } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const needsPassword = hasPassword !== false;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (needsPassword && password === '') {
      setError({ message: t`Enter your password to confirm.`, reauthenticate: false });
      return;
    }
    setError(null);
    setDeleting(true);
    try {
      await deleteAccount(needsPassword ? { password } : {});
      setOpen(false);
      onDeleted();
    } catch (caught) {
      const reason = isApiError(caught)
        ? (caught.details as { reason?: string } | undefined)?.reason
        : undefined;
      setError({
        message: caught instanceof Error ? caught.message : t`Your account was not deleted.`,
        reauthenticate: reason === deleteAccountRefusals.reauthenticate,
      });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <SettingsSection
      title={t`Delete my account`}
      tone="danger"
      description={t`Removes your profile, photo, RSVPs, plans, friends and sessions for good. Events you created stay on Lineup without your name; delete them first from My Created Events if you want them gone. This cannot be undone.`}
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {t`Delete my account`}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword('');
            setError(null);
          }
        }}
      >
        <DialogContent>
          <form onSubmit={(event) => void confirm(event)} noValidate>
            <DialogHeader>
              <span className="flex size-12 items-center justify-center rounded-2xl bg-coral-50 text-coral-700">
                <TriangleAlertIcon aria-hidden="true" className="size-6" />
              </span>
              <DialogTitle>{t`Delete your account?`}</DialogTitle>
              <DialogDescription>
                {t`Everything about you on Lineup is removed for good, and you are logged out on every device.`}
              </DialogDescription>
            </DialogHeader>
            <div className="mt-5 flex flex-col gap-4">
              {error ? (
                <Alert variant="error">
                  {error.message}
                  {error.reauthenticate ? (
                    <LinkButton
                      to="/login?redirectTo=%2Fprofile%2Fsettings"
                      variant="link"
                      className="ml-1"
                    >
                      {t`Log in again`}
                    </LinkButton>
                  ) : null}
                </Alert>
              ) : null}
              {needsPassword ? (
                <Field label={t`Your password`}>
                  <PasswordInput
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </Field>
              ) : (
                <p className="text-sm leading-relaxed text-muted">
                  {t`You log in without a password, so this works within 15 minutes of logging in.`}
                </p>
              )}
            </div>
            <DialogFooter>
              <Button
                type="submit"
                variant="destructive"
                loading={deleting}
                loadingLabel={t`Deleting...`}
              >
                {t`Delete my account`}
              </Button>
              <Button variant="ghost" onClick={() => setOpen(false)} disabled={deleting}>
                {t`Keep my account`}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
