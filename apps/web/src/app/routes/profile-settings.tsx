import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { signInMethodsQuery } from '@/features/account/api/account-api';
import { ActiveSessions } from '@/features/account/components/active-sessions';
import { ChangePassword } from '@/features/account/components/change-password';
import { DeleteAccount } from '@/features/account/components/delete-account';
import { DownloadMyData } from '@/features/account/components/download-my-data';
import { PrivacySettings } from '@/features/account/components/privacy-settings';
import { useAuth } from '@/features/auth/auth-context';
import { BlockedMembers } from '@/features/blocks/components/blocked-members';
import { LoginRequired } from '@/features/auth/components/login-required';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { PushSettings } from '@/features/push/components/push-settings';
import { PageLayout } from '../shell/page-layout';
import { LanguageSwitch } from '../shell/language-switch';
import { ThemeSwitch } from '../shell/theme-switch';
import { SettingsSection } from '@/components/ui/settings-section';

function useHeading() {
  const { t } = useLingui();
  return {
    title: t`Privacy & Settings`,
    heading: t`Privacy & settings`,
    description: t`Who sees your RSVPs, who you blocked, what you hear about, your password, where you are logged in, and your data.`,
    width: 'narrow',
  } as const;
}

export function Component() {
  const { t } = useLingui();
  const heading = useHeading();
  return (
    <LoginRequired
      title={t`Log in to change your settings`}
      description={t`Privacy, password, sessions and your data live here.`}
      preview={<PageLayout {...heading} />}
    >
      <Settings />
    </LoginRequired>
  );
}

function Settings() {
  const { t } = useLingui();
  const heading = useHeading();
  const { user, profile, changePassword, refreshProfile, refreshSession } = useAuth();
  const navigate = useNavigate();
  const methods = useQuery(signInMethodsQuery);
  const hasPassword = methods.data ? methods.data.includes('credential') : undefined;
  if (!profile) return null;

  return (
    <PageLayout {...heading}>
      <div className="flex flex-col gap-5">
        <PrivacySettings value={profile.rsvpVisibility} onSaved={() => void refreshProfile()} />
        {user ? <BlockedMembers viewerId={user.id} /> : null}
        {user ? (
          <NotificationPreferences viewerId={user.id} pushControl={<PushSettings />} />
        ) : null}
        <SettingsSection
          title={t`Appearance`}
          description={t`Light, dark, or as your device is set. Remembered on this device.`}
        >
          <ThemeSwitch />
          <LanguageSwitch className="mt-5" />
          {/* Kept on the account too (docs/product.md §18), not only on this device. */}
          <p className="mt-2 text-sm text-muted">
            {t`Your e-mails and notifications come in the language you choose here.`}
          </p>
        </SettingsSection>
        <ChangePassword hasPassword={hasPassword} onChangePassword={changePassword} />
        <ActiveSessions />
        <DownloadMyData />
        <DeleteAccount
          hasPassword={hasPassword}
          onDeleted={() => {
            toast({
              title: t`Account deleted`,
              description: t`Your account and personal data have been removed.`,
              variant: 'success',
            });
            // The server ended the session; reading it again clears the member from the app.
            void refreshSession().finally(() =>
              navigate('/goodbye', { state: { accountDeleted: true } }),
            );
          }}
        />
      </div>
    </PageLayout>
  );
}
