import { useSearchParams } from 'react-router';
import { throwIfCrashRequested } from '@/features/design-system/crash-trigger';
import { DesignSystemShowcase } from '@/features/design-system/design-system-showcase';
import { PageLayout } from '../shell/page-layout';

export function Component() {
  const [search] = useSearchParams();
  throwIfCrashRequested(search);
  return (
    <PageLayout
      title="Design System"
      eyebrow="UI kit"
      heading="Design system"
      description="The colours, type and components Lineup is built from, in every state they can be in."
    >
      <DesignSystemShowcase />
    </PageLayout>
  );
}
