import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { AvatarUploader } from '@/features/profile/components/avatar-uploader';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';
import { PageLayout } from '../shell/page-layout';

function useHeading() {
  const { t } = useLingui();
  return {
    title: t`Edit Profile`,
    heading: t`Edit your profile`,
    description: t`Your photo, name and a few words so people know who they are meeting.`,
    width: 'narrow',
  } as const;
}

export function Component() {
  const { t } = useLingui();
  const heading = useHeading();
  return (
    <LoginRequired
      title={t`Log in to edit your profile`}
      description={t`Change your photo, username, tagline and status.`}
      preview={<PageLayout {...heading} />}
    >
      <EditProfile />
    </LoginRequired>
  );
}

function EditProfile() {
  const heading = useHeading();
  const { user, profile, updateProfile, refreshProfile } = useAuth();
  const navigate = useNavigate();
  if (!user || !profile) return null;
  return (
    <PageLayout {...heading}>
      <div className="flex flex-col gap-6 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-7">
        <AvatarUploader
          name={profile.username}
          src={user.avatarUrl}
          onUploaded={() => void refreshProfile()}
        />
        <hr className="border-ocean-900/8" />
        <ProfileEditForm
          // A new form when another profile loads, so its fields start from that profile.
          key={profile.id}
          profile={profile}
          onSave={updateProfile}
          onSaved={() => void navigate('/profile')}
          onCancel={() => void navigate('/profile')}
        />
      </div>
    </PageLayout>
  );
}
