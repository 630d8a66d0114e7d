import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventDetail, SeriesRsvpRequest, SeriesRsvpResponse } from '@lineup/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EverySessionButtons } from '@/components/ui/every-session-buttons';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { announceGoing } from '@/lib/push-subscription';
import { announceRsvp } from '@/lib/rsvp-moment';
import { putSeriesRsvp } from '../api/rsvp-api';
import { RSVP_FAILED_TITLE } from '../hooks/use-rsvp';

type Status = SeriesRsvpRequest['status'];

/** What answering every session did, in a line. */
export function seriesRsvpMessage(i18n: I18n, status: Status, answer: SeriesRsvpResponse): string {
  if (status === 'none') {
    const left = answer.left;
    return left > 0
      ? i18n._({
          ...msg`{left, plural, one {You’ve left # session.} other {You’ve left # sessions.}}`,
          values: { left },
        })
      : i18n._(msg`You weren’t going to any of the sessions.`);
  }
  const { going, waitlisted } = answer;
  if (going > 0 && waitlisted > 0) {
    return i18n._({
      ...msg`{going, plural, one {You’re going to # session and on the waitlist for {waitlisted}.} other {You’re going to # sessions and on the waitlist for {waitlisted}.}}`,
      values: { going, waitlisted },
    });
  }
  if (going > 0) {
    return i18n._({
      ...msg`{going, plural, one {You’re going to # session.} other {You’re going to # sessions.}}`,
      values: { going },
    });
  }
  if (waitlisted > 0) {
    return i18n._({
      ...msg`{waitlisted, plural, one {You’re on the waitlist for # session.} other {You’re on the waitlist for # sessions.}}`,
      values: { waitlisted },
    });
  }
  return i18n._(msg`There are no sessions left to go to.`);
}

// Lists and pages that show the sessions or the member's answers (a feature never imports a
// sibling, so the roots are named here): they read them again.
const ANSWER_ROOTS = new Set(['events', 'me', 'areas', 'places', 'users']);

type SeriesRsvpProps = {
  event: Pick<EventDetail, 'path' | 'status' | 'series' | 'myRsvp'>;
  /** The signed-in member's id, or null for a visitor (who is sent to log in first). */
  viewerId: string | null;
  /** The account is still being read: the buttons wait. */
  accountPending?: boolean;
};

/**
 * "Going to every session" of a recurring event, and "Leave every session" to take it back
 * (docs/product.md §13 "Recurring events"). Each session keeps its own RSVP; this answers them
 * all at once, from now on.
 */
export function SeriesRsvp({ event, viewerId, accountPending = false }: SeriesRsvpProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ status: Status; answer: SeriesRsvpResponse } | null>(null);
  const series = event.series;
  const mutation = useMutation({
    mutationFn: (status: Status) => putSeriesRsvp(series!.id, status),
    onSuccess: async (answer, status) => {
      setDone({ status, answer });
      if (status === 'going' && answer.going > 0) announceGoing();
      if (status === 'going' && answer.going + answer.waitlisted > 0) announceRsvp();
      await queryClient.invalidateQueries({
        predicate: (query) => ANSWER_ROOTS.has(String(query.queryKey[0])),
      });
    },
    onError: (caught) =>
      toast({
        title: i18n._(RSVP_FAILED_TITLE),
        description: isApiError(caught) ? caught.message : t`Please try again.`,
        variant: 'destructive',
      }),
  });

  if (!series || event.status === 'draft' || series.upcomingCount === 0) return null;

  const answer = (status: Status) => {
    if (viewerId === null) {
      navigate(`/auth?redirectTo=${encodeURIComponent(event.path)}`);
      return;
    }
    mutation.mutate(status);
  };
  const pending = mutation.isPending ? mutation.variables : null;
  // Leaving is offered once the member goes to a session, or to all of them.
  const canLeave =
    done !== null
      ? done.status === 'going' && done.answer.going + done.answer.waitlisted > 0
      : event.myRsvp === 'going' || event.myRsvp === 'waitlisted';

  return (
    <div className="mt-4">
      <EverySessionButtons
        labels={{
          going: t`Going to every session`,
          leave: t`Leave every session`,
          busy: t`Saving...`,
        }}
        canLeave={canLeave}
        disabled={accountPending}
        pending={pending}
        onAnswer={answer}
        status={
          done
            ? seriesRsvpMessage(i18n, done.status, done.answer)
            : viewerId === null
              ? t`Log in to go to every session at once.`
              : null
        }
      />
    </div>
  );
}
