import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { areasQueryOptions } from '@/features/areas/api/areas-query';
import { useCurrentUser } from '@/features/auth/auth-context';
import { LoginRequired } from '@/features/auth/components/login-required';
import { crewQueryOptions } from '@/features/crews/api/crews-api';
import { EditCrewForm } from '@/features/crews/components/crew-editor-pages';
import { isNotFound } from '@/features/events/api/events-queries';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';
import { AreasFailed, AreasLoading } from './crew-create';

function Layout({ name, children }: { name?: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={name ? t`Edit ${name}` : t`Edit Crew`}
      heading={name ? t`Edit ${name}` : t`Edit crew`}
      description={t`Change the crew’s name, picture, words, area and links. Its address stays.`}
      width="narrow"
    >
      {children}
    </PageLayout>
  );
}

function EditCrew({ handle, viewerId }: { handle: string; viewerId: string }) {
  const { t } = useLingui();
  const crew = useQuery(crewQueryOptions(handle, viewerId));
  const areas = useQuery(areasQueryOptions());
  if (crew.isError && isNotFound(crew.error)) return <NotFoundPage />;
  if (crew.isError || areas.isError) {
    return (
      <Layout>
        <AreasFailed onRetry={() => void Promise.all([crew.refetch(), areas.refetch()])} />
      </Layout>
    );
  }
  if (crew.isPending || areas.isPending) {
    return (
      <Layout>
        <AreasLoading />
      </Layout>
    );
  }
  const name = crew.data.name;
  if (crew.data.viewer.role !== 'owner') {
    return (
      <Layout name={crew.data.name}>
        <Alert variant="info" title={t`Only the crew’s owners can edit it.`}>
          <LinkButton to={crew.data.path} variant="outline" size="sm" className="mt-3">
            {t`Back to ${name}`}
          </LinkButton>
        </Alert>
      </Layout>
    );
  }
  return (
    <Layout name={crew.data.name}>
      <EditCrewForm crew={crew.data} areas={areas.data} />
    </Layout>
  );
}

export function Component() {
  const { t } = useLingui();
  const { handle = '' } = useParams();
  const user = useCurrentUser();
  return (
    <LoginRequired
      title={t`Log in to edit this crew`}
      description={t`A crew’s owners edit it once they are logged in.`}
      preview={<Layout />}
    >
      {user ? <EditCrew handle={handle} viewerId={user.id} /> : null}
    </LoginRequired>
  );
}
