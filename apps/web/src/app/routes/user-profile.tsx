import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import PencilIcon from 'lucide-react/icons/pencil';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/auth-context';
import { blockedMembersQuery } from '@/features/blocks/api/blocks-api';
import { BlockMemberButton } from '@/features/blocks/components/block-member-button';
import { BlockedMemberNotice } from '@/features/blocks/components/blocked-member-notice';
import { FriendActionButtons } from '@/features/friends/components/friend-action-buttons';
import { publicProfileQuery } from '@/features/profile/api/public-profile';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileEventList } from '@/features/profile/components/profile-event-list';
import { MemberStays } from '@/features/stays/components/member-stays';
import { isApiError } from '@/lib/api-client';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

export const handle: PageHandle = { serverRendered: true };

// A member's report form loads with their view of the page, never for a visitor.
const ReportButton = lazy(() =>
  import('@/features/reports/components/report-dialog').then((module) => ({
    default: module.ReportButton,
  })),
);

export const loader = pageLoader(({ queryClient, params: { userId = '' } }) =>
  queryClient.ensureQueryData(publicProfileQuery(userId)),
);

/** Another member's public profile (docs/product.md "Profile"). */
export function Component() {
  const { t } = useLingui();
  const { userId = '' } = useParams();
  const { user } = useAuth();
  const query = useQuery(publicProfileQuery(userId));
  const queryClient = useQueryClient();

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <MemberNotFound userId={userId} viewerId={user?.id ?? null} />;
  }
  if (!query.data) {
    return (
      <PageLayout
        title={t`Member`}
        eyebrow={t`Member`}
        heading={t`Member profile`}
        description={t`Who they are, the events they are going to and the events they created.`}
      >
        {query.isError ? (
          <Alert variant="error">{t`This profile could not be loaded. Please try again.`}</Alert>
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
  const name = member.username;
  return (
    <PageLayout
      title={member.username}
      eyebrow={t`Member`}
      heading={member.username}
      description={isMe ? t`This is how other members see your profile.` : undefined}
      actions={
        isMe ? (
          <LinkButton to="/profile/edit" variant="outline">
            <PencilIcon aria-hidden="true" />
            {t`Edit Profile`}
          </LinkButton>
        ) : user && member.friendship ? (
          <>
            <FriendActionButtons
              viewerId={user.id}
              member={member}
              relation={member.friendship}
              size="md"
              // Friendship changes what this profile shows (RSVPs kept for friends).
              onChanged={() =>
                void queryClient.invalidateQueries({
                  queryKey: publicProfileQuery(userId).queryKey,
                })
              }
            />
            <BlockMemberButton viewerId={user.id} member={member} />
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-8">
        <ProfileCard profile={member} />
        {user ? (
          <MemberStays viewerId={user.id} memberId={member.id} name={member.username} />
        ) : null}
        {member.going ? (
          <ProfileEventList
            title={t`Going to`}
            events={member.going}
            empty={t`${name} has no upcoming events yet.`}
          />
        ) : (
          <p className="rounded-2xl bg-surface/70 p-5 text-sm text-muted ring-1 ring-ocean-900/8">
            {t`${name} keeps the events they go to private.`}
          </p>
        )}
        <ProfileEventList
          title={t({ message: 'Created', comment: 'Heading: the events a member created' })}
          events={member.created}
          empty={t`${name} hasn't created any upcoming events.`}
        />
        {user && !isMe ? (
          <div className="flex justify-end">
            <Suspense fallback={null}>
              <ReportButton kind="member" id={member.id} label={t`Report ${name}`} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </PageLayout>
  );
}

/**
 * No profile for this viewer: no such member, or a block either way (docs/product.md §13). Only
 * the blocker learns which: a member I blocked shows as blocked, with Unblock.
 */
function MemberNotFound({ userId, viewerId }: { userId: string; viewerId: string | null }) {
  const { t } = useLingui();
  const blocks = useQuery({ ...blockedMembersQuery(viewerId ?? ''), enabled: viewerId !== null });
  if (viewerId !== null && blocks.isPending) {
    return (
      <PageLayout title={t`Member`} eyebrow={t`Member`} heading={t`Member profile`}>
        <Skeleton className="h-32 rounded-[1.75rem]" />
      </PageLayout>
    );
  }
  const blocked = blocks.data?.find((member) => member.id === userId);
  if (viewerId === null || !blocked) return <NotFoundPage />;
  return (
    <PageLayout title={blocked.username} eyebrow={t`Member`} heading={blocked.username}>
      <BlockedMemberNotice viewerId={viewerId} member={blocked} />
    </PageLayout>
  );
}
