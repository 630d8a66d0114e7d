import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminsOnlyNotice } from '@/features/admin/components/admins-only-notice';
import { useAuth } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { PageLayout } from '../shell/page-layout';

function Layout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={t({ message: 'Admin', comment: 'The admin page’s title' })}
      heading={t({ message: 'Admin', comment: 'The admin page’s title' })}
      description={t`Manage areas, moderate events and members, and read the search and consent figures.`}
    >
      {children}
    </PageLayout>
  );
}

/** Visitors get the login overlay, members who are not admins a notice; only admins load data. */
export function Component() {
  const { t } = useLingui();
  const { session } = useAuth();
  const admin = session?.user.role === 'admin' ? session.user : null;
  return (
    <LoginRequired
      title={t`Admins only`}
      description={t`Log in with an admin account to manage Lineup.`}
      showBrowseButton={false}
      preview={<Layout />}
    >
      <Layout>{admin ? <AdminPage currentUserId={admin.id} /> : <AdminsOnlyNotice />}</Layout>
    </LoginRequired>
  );
}
