import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { PageLayout } from '../shell/page-layout';

function Layout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={t`Notifications`}
      heading={t`Notifications`}
      description={t`Changes to your plans, reminders, spots that opened and friend requests.`}
      width="narrow"
    >
      {children}
    </PageLayout>
  );
}

export function Component() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <LoginRequired
      title={t`Log in to see your notifications`}
      description={t`When something you are going to changes, you hear about it here.`}
      preview={<Layout />}
    >
      <Layout>{user ? <NotificationList viewerId={user.id} /> : null}</Layout>
    </LoginRequired>
  );
}
