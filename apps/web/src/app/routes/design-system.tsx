import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { throwIfCrashRequested } from '@/features/design-system/crash-trigger';
import { DesignSystemShowcase } from '@/features/design-system/design-system-showcase';
import { PageLayout } from '../shell/page-layout';

export function Component() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  throwIfCrashRequested(search);
  return (
    <PageLayout
      title={t`Design System`}
      eyebrow={t`UI kit`}
      heading={t`Design system`}
      description={t`The colours, type and components Lineup is built from, in every state they can be in.`}
    >
      <DesignSystemShowcase />
    </PageLayout>
  );
}
