import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import LogOutIcon from 'lucide-react/icons/log-out';
import PencilIcon from 'lucide-react/icons/pencil';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { ReturnedError } from '@/features/auth/components/returned-error';
import { publicProfileQuery } from '@/features/profile/api/public-profile';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileEventList } from '@/features/profile/components/profile-event-list';
import { useAreas } from '@/features/areas/api/areas-query';
import { MyStays } from '@/features/stays/components/my-stays';
import { PageLayout } from '../shell/page-layout';

function useHeading() {
  const { t } = useLingui();
  return {
    title: t`Profile`,
    heading: t`Your profile`,
    description: t`How other members see you: your name, photo, tagline and the events you go to.`,
  };
}

export function Component() {
  const { t } = useLingui();
  const heading = useHeading();
  return (
    <LoginRequired
      title={t`Log in to see your profile`}
      description={t`Your profile shows who you are on Lineup and the events you are going to.`}
      preview={<PageLayout {...heading} />}
    >
      <OwnProfile />
    </LoginRequired>
  );
}

function OwnProfile() {
  const { t } = useLingui();
  const heading = useHeading();
  const { user, profile, isNewUser, signOut } = useAuth();
  const navigate = useNavigate();
  const events = useQuery({ ...publicProfileQuery(user?.id ?? ''), enabled: Boolean(user) });
  const areas = useAreas();
  if (!user || !profile) return null;
  const incomplete = !profile.tagline && !user.avatarUrl;

  return (
    <PageLayout
      {...heading}
      actions={
        <>
          <LinkButton to="/profile/edit">
            <PencilIcon aria-hidden="true" />
            {t`Edit Profile`}
          </LinkButton>
          <LinkButton to="/profile/settings" variant="outline">
            <ShieldCheckIcon aria-hidden="true" />
            {t`Privacy & Settings`}
          </LinkButton>
        </>
      }
    >
      <div className="flex flex-col gap-8">
        <ReturnedError />
        {isNewUser || incomplete ? (
          <Alert variant="success" title={isNewUser ? t`Welcome to Lineup!` : t`Make it yours`}>
            {t`Add a photo and a line about yourself so people recognise you at the next session.`}
          </Alert>
        ) : null}
        <ProfileCard
          profile={{ ...profile, memberSince: profile.createdAt }}
          email={profile.email ?? user.email}
        />
        {events.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-22" />
          </div>
        ) : events.isError ? (
          <Alert variant="error">{t`Your events could not be loaded right now.`}</Alert>
        ) : (
          <>
            <ProfileEventList
              title={t`Events you're going to`}
              events={events.data.going ?? []}
              empty={t`No upcoming events yet. Find something on Discover and RSVP.`}
            />
            <ProfileEventList
              title={t`Events you created`}
              events={events.data.created}
              empty={t`You haven't created any upcoming events.`}
            />
          </>
        )}
        <MyStays viewerId={user.id} areas={areas.data ?? []} />
        <Button
          variant="ghost"
          className="self-start md:hidden"
          onClick={() => {
            // docs/product.md §4: signing out always ends at /goodbye, with the toast, even on an error.
            void signOut()
              .catch((error: unknown) => console.error('Sign-out failed', error))
              .finally(() => void navigate('/goodbye'));
          }}
        >
          <LogOutIcon aria-hidden="true" />
          {t`Log out`}
        </Button>
      </div>
    </PageLayout>
  );
}
