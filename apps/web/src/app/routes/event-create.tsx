import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useAreaLocation } from '@/features/areas/area-location';
import { LoginRequired } from '@/features/auth/components/login-required';
import { CreateEventForm } from '@/features/event-editor/components/event-editor-pages';
import { PageLayout } from '../shell/page-layout';

export function Component() {
  const { t } = useLingui();
  const { selectedArea } = useAreaLocation();
  return (
    <LoginRequired
      title={t`Log in to add events`}
      description={t`Sign up or log in to add and organize your own events!`}
      preview={<CreateEventLayout />}
    >
      <CreateEventLayout>
        <CreateEventForm defaultAreaId={selectedArea?.id ?? null} />
      </CreateEventLayout>
    </LoginRequired>
  );
}

function CreateEventLayout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={t`New Event`}
      heading={t`Add an event`}
      description={t`Share a surf session, a gig, a market or a meetup with everyone in your area.`}
      width="narrow"
    >
      {children}
    </PageLayout>
  );
}
