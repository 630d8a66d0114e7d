import { useQuery, useQueryClient } from '@tanstack/react-query';
import PencilIcon from 'lucide-react/icons/pencil';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/auth-context';
import { FriendActionButtons } from '@/features/friends/components/friend-action-buttons';
import { publicProfileQuery } from '@/features/profile/api/public-profile';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileEventList } from '@/features/profile/components/profile-event-list';
import { isApiError } from '@/lib/api-client';
import type { PageHandle } from '../page-handle';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

export const handle: PageHandle = {
  serverRendered: true,
  prefetch: ({ queryClient, params: { userId = '' } }) =>
    queryClient.prefetchQuery(publicProfileQuery(userId)),
};

/** Another member's public profile (docs/product.md "Profile"). */
export function Component() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  const query = useQuery(publicProfileQuery(userId));
  const queryClient = useQueryClient();

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <NotFoundPage />;
  }
  if (!query.data) {
    return (
      <PageLayout
        title="Member"
        eyebrow="Member"
        heading="Member profile"
        description="Who they are, the events they are going to and the events they created."
      >
        {query.isError ? (
          <Alert variant="error">This profile could not be loaded. Please try again.</Alert>
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-64 rounded-[1.75rem]" />
            <Skeleton className="h-22" />
          </div>
        )}
      </PageLayout>
    );
  }

  const member = query.data;
  const isMe = user?.id === member.id;
  return (
    <PageLayout
      title={member.username}
      eyebrow="Member"
      heading={member.username}
      description={isMe ? 'This is how other members see your profile.' : undefined}
      actions={
        isMe ? (
          <LinkButton to="/profile/edit" variant="outline">
            <PencilIcon aria-hidden="true" />
            Edit Profile
          </LinkButton>
        ) : user && member.friendship ? (
          <FriendActionButtons
            viewerId={user.id}
            member={member}
            relation={member.friendship}
            size="md"
            // Friendship changes what this profile shows (RSVPs kept for friends).
            onChanged={() =>
              void queryClient.invalidateQueries({ queryKey: publicProfileQuery(userId).queryKey })
            }
          />
        ) : undefined
      }
    >
      <div className="flex flex-col gap-8">
        <ProfileCard profile={member} />
        {member.going ? (
          <ProfileEventList
            title="Going to"
            events={member.going}
            empty={`${member.username} has no upcoming events yet.`}
          />
        ) : (
          <p className="rounded-2xl bg-surface/70 p-5 text-sm text-muted ring-1 ring-ocean-900/8">
            {member.username} keeps the events they go to private.
          </p>
        )}
        <ProfileEventList
          title="Created"
          events={member.created}
          empty={`${member.username} hasn't created any upcoming events.`}
        />
      </div>
    </PageLayout>
  );
}
