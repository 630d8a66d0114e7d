import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '@/features/notifications/components/unsubscribe-panel';
import { PageLayout } from '../shell/page-layout';

export function Component() {
  const [params] = useSearchParams();
  return (
    <PageLayout title="Unsubscribe" heading="E-mails from Lineup" width="narrow">
      <UnsubscribePanel token={params.get('token')} />
    </PageLayout>
  );
}
