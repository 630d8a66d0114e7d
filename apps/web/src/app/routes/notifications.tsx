import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { PageLayout } from '../shell/page-layout';

function Layout({ children }: { children?: ReactNode }) {
  return (
    <PageLayout
      title="Notifications"
      heading="Notifications"
      description="Changes to your plans, reminders, spots that opened and friend requests."
      width="narrow"
    >
      {children}
    </PageLayout>
  );
}

export function Component() {
  const user = useCurrentUser();
  return (
    <LoginRequired
      title="Log in to see your notifications"
      description="When something you are going to changes, you hear about it here."
      preview={<Layout />}
    >
      <Layout>{user ? <NotificationList viewerId={user.id} /> : null}</Layout>
    </LoginRequired>
  );
}
