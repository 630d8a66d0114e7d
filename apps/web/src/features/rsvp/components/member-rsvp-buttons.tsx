import type { GuestSettings } from '@lineup/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { guestSettingsQueryOptions } from '../api/rsvp-api';
import { useRsvp } from '../hooks/use-rsvp';
import { RsvpButtonsView, type Choice, type RsvpButtonsProps } from './rsvp-buttons-view';

const RsvpQuestionsDialog = lazy(() =>
  import('./rsvp-questions-dialog').then((module) => ({ default: module.RsvpQuestionsDialog })),
);

type Asking = { status: 'going' | 'waitlisted'; settings: GuestSettings };

/**
 * A member's Going / Interested: their answer, read and saved (`RsvpButtons` loads this). On the
 * event page, Going (or the waitlist) first opens the event's questions, when it asks any, and
 * sends the answers with the RSVP. A card sends Going at once, and opens the questions when the
 * server asks for required answers.
 */
export function MemberRsvpButtons(props: RsvpButtonsProps) {
  const queryClient = useQueryClient();
  const settingsOptions = guestSettingsQueryOptions(props.event.id);
  const [asking, setAsking] = useState<Asking | null>(null);
  const rsvp = useRsvp({
    event: props.event,
    viewerId: props.viewerId,
    myRsvp: props.myRsvp,
    onAnswersNeeded: (status) =>
      void queryClient
        .fetchQuery(settingsOptions)
        .then((settings) => setAsking({ status, settings })),
  });
  // The event page reads its questions ahead, so Going opens them at once.
  const page = props.variant !== 'compact';
  const settings = useQuery({ ...settingsOptions, enabled: page });

  const choose = (status: Choice) => {
    const joining =
      status !== 'interested' &&
      !rsvp.takesBack(status) &&
      rsvp.answer !== 'going' &&
      rsvp.answer !== 'waitlisted' &&
      rsvp.answer !== 'declined';
    if (!rsvp.busy && joining && settings.data && settings.data.questions.length > 0) {
      setAsking({ status, settings: settings.data });
    } else {
      rsvp.choose(status);
    }
  };

  return (
    <>
      <RsvpButtonsView {...props} rsvp={{ ...rsvp, choose }} />
      {asking ? (
        <Suspense fallback={null}>
          <RsvpQuestionsDialog
            eventTitle={props.event.title}
            questions={asking.settings.questions}
            requiresApproval={asking.settings.requiresApproval}
            onSend={(answers) => rsvp.send(asking.status, answers)}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
