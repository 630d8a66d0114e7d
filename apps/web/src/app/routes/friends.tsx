import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { FriendList } from '@/features/friends/components/friend-list';
import { FriendRequests } from '@/features/friends/components/friend-requests';
import { FriendsActivity } from '@/features/friends/components/friends-activity';
import { MemberSearch } from '@/features/friends/components/member-search';
import { PageLayout } from '../shell/page-layout';

function Layout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={t`Connect`}
      heading={t`Connect`}
      description={t`Find friends on Lineup, answer requests, and see which events and plans your friends are going to.`}
    >
      {children}
    </PageLayout>
  );
}

/** `/friends` ("Connect", docs/product.md): search, requests, friends and what friends go to. */
export function Component() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <LoginRequired
      title={t`Log in to connect with friends`}
      description={t`Find friends by username, answer requests and see which events and plans your friends are going to.`}
      preview={<Layout />}
    >
      <Layout>
        {user ? (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
            <div className="flex flex-col gap-10">
              <MemberSearch viewerId={user.id} />
              <FriendRequests viewerId={user.id} />
              <FriendList viewerId={user.id} />
            </div>
            <FriendsActivity viewerId={user.id} />
          </div>
        ) : null}
      </Layout>
    </LoginRequired>
  );
}
