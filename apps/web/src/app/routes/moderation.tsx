import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { moderationSummaryQuery } from '@/features/admin/api/moderation-api';
import { ReportsPanel } from '@/features/admin/components/reports-panel';
import { useAuth } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { PageLayout } from '../shell/page-layout';

function Layout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={t`Reports`}
      eyebrow={t`Moderation`}
      heading={t`Reports`}
      description={t`What members reported in the discussions of your crew's events. Dismiss, hide or delete; our admins handle warnings and bans.`}
    >
      {children}
    </PageLayout>
  );
}

/**
 * `/moderation`: the queue for a crew's owners (docs/product.md §15 "Moderation"), reached
 * from their crew's page; admins have the same queue on the admin page.
 */
export function Component() {
  const { t } = useLingui();
  const { session } = useAuth();
  const viewerId = session?.user.id ?? null;
  return (
    <LoginRequired
      title={t`Log in to moderate`}
      description={t`Log in with the account that owns your crew.`}
      showBrowseButton={false}
      preview={<Layout />}
    >
      <Layout>{viewerId ? <Queue viewerId={viewerId} /> : null}</Layout>
    </LoginRequired>
  );
}

function Queue({ viewerId }: { viewerId: string }) {
  const { t } = useLingui();
  const summary = useQuery(moderationSummaryQuery(viewerId));
  if (summary.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (summary.data && !summary.data.canModerate) {
    return (
      <p className="rounded-2xl bg-surface/70 p-5 text-muted ring-1 ring-ocean-900/8">
        {t`Reports are for admins and crews' owners. When you own a crew, what members report in its events' discussions shows here.`}
      </p>
    );
  }
  return <ReportsPanel />;
}
