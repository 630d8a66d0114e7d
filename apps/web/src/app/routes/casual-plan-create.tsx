import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useAreaLocation } from '@/features/areas/area-location';
import { LoginRequired } from '@/features/auth/components/login-required';
import { CreatePlanForm } from '@/features/plans/components/create-plan-form';
import { PageLayout } from '../shell/page-layout';

function Layout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={t`New Plan`}
      heading={t`Make a casual plan`}
      description={t`Say what, where and when; set a spots limit if you like, and who can see it.`}
      width="narrow"
    >
      {children}
    </PageLayout>
  );
}

export function Component() {
  const { t } = useLingui();
  const { selectedArea } = useAreaLocation();
  return (
    <LoginRequired
      title={t`Log in to make a plan`}
      description={t`Members can start casual plans and invite everyone, or just their friends.`}
      preview={<Layout />}
    >
      <Layout>
        <CreatePlanForm defaultAreaSlug={selectedArea?.slug ?? null} />
      </Layout>
    </LoginRequired>
  );
}
