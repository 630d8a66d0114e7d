import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoginRequired } from '@/features/auth/components/login-required';
import { editableEventQueryOptions } from '@/features/event-editor/api/event-editor-api';
import { EditEventForm, NotYourEvent } from '@/features/event-editor/components/event-editor-pages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

export function Component() {
  const { t } = useLingui();
  return (
    <LoginRequired
      title={t`Log in to edit this event`}
      description={t`Only the member who created an event can change it. Log in to continue.`}
      preview={<EditLayout />}
    >
      <EditEvent />
    </LoginRequired>
  );
}

function EditLayout({ heading, children }: { heading?: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageLayout
      title={heading ? t`Edit ${heading}` : t`Edit Event`}
      heading={t`Edit event`}
      description={
        heading ?? t`Change the details, time or venue of an event you created, or cancel it.`
      }
      width="narrow"
    >
      {children}
    </PageLayout>
  );
}

/** Creator or admin only: the server answers 403 to anyone else, 404 when there is no such event. */
function EditEvent() {
  const { t } = useLingui();
  const { eventId = '' } = useParams();
  const query = useQuery(editableEventQueryOptions(eventId));

  if (query.isPending) {
    return (
      <EditLayout>
        <div className="flex justify-center py-16 text-ocean-700">
          <Spinner size="lg" label={t`Loading...`} showLabel layout="stacked" />
        </div>
      </EditLayout>
    );
  }
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    // An id that is not a uuid is answered 400: no event can live there either.
    if (status === 404 || status === 400) return <NotFoundPage />;
    if (status === 403) {
      return (
        <EditLayout>
          <NotYourEvent />
        </EditLayout>
      );
    }
    return (
      <EditLayout>
        <Alert variant="error" title={t`This event could not be loaded.`}>
          <p>{isApiError(query.error) ? query.error.message : t`Please try again.`}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </Alert>
      </EditLayout>
    );
  }
  return (
    <EditLayout heading={query.data.title}>
      <EditEventForm key={query.data.id} event={query.data} />
    </EditLayout>
  );
}
