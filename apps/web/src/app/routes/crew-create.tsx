import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { areasQueryOptions } from '@/features/areas/api/areas-query';
import { useAreaLocation } from '@/features/areas/area-location';
import { LoginRequired } from '@/features/auth/components/login-required';
import { CreateCrewForm } from '@/features/crews/components/crew-editor-pages';
import { PageLayout } from '../shell/page-layout';

function Layout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={t`New Crew`}
      heading={t`Create a crew`}
      description={t`A surf school, a club, a café’s nights: one page for your events, with followers who hear of each new one.`}
      width="narrow"
    >
      {children}
    </PageLayout>
  );
}

export function AreasLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the form`} className="flex flex-col gap-4">
      <Skeleton className="h-11 rounded-xl" />
      <Skeleton className="h-11 rounded-xl" />
      <Skeleton className="h-64 rounded-3xl" />
    </div>
  );
}

export function AreasFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert variant="error" title={t`The form could not be loaded.`}>
      <p>{t`Check your connection and try again.`}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </Alert>
  );
}

function CreateCrew() {
  const { selectedArea } = useAreaLocation();
  const areas = useQuery(areasQueryOptions());
  if (areas.isPending) return <AreasLoading />;
  if (areas.isError) return <AreasFailed onRetry={() => void areas.refetch()} />;
  return <CreateCrewForm areas={areas.data} defaultArea={selectedArea?.slug} />;
}

export function Component() {
  const { t } = useLingui();
  return (
    <LoginRequired
      title={t`Log in to create a crew`}
      description={t`Members can give their school, club or nights a page of their own, with followers.`}
      preview={<Layout />}
    >
      <Layout>
        <CreateCrew />
      </Layout>
    </LoginRequired>
  );
}
