import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventCard, MyRsvpsResponse, RsvpAnswers, RsvpChoice } from '@lineup/contracts';
import {
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { announceGoing } from '@/lib/push-subscription';
import { announceRsvp } from '@/lib/rsvp-moment';
import { myRsvpsKey, myRsvpsQueryOptions, putRsvp } from '../api/rsvp-api';
import {
  holdsEvent,
  patchEventIn,
  placeInMyRsvps,
  shiftCounts,
  type RsvpAnswer,
} from '../api/rsvp-cache';

export const RSVP_FAILED_TITLE = msg`Your RSVP was not saved`;

type Sent = { status: RsvpChoice; answers?: RsvpAnswers | undefined };

/** A host's going needs nobody's approval (a check-in member's does). */
const hostsIt = (event: { hostRole?: string | null }) =>
  event.hostRole === 'owner' || event.hostRole === 'host';

const rsvpMutationKey = (eventId: string) => ['rsvp', eventId] as const;

type UseRsvpOptions = {
  /** The event page's copy also says whether going needs the hosts' approval. */
  event: EventCard & { requiresApproval?: boolean; hostRole?: string | null };
  /** The signed-in member's id, or null for a visitor. */
  viewerId: string | null;
  /**
   * The member's answer when the caller has it (the event page does); otherwise it is read
   * from their "Upcoming Plans" list.
   */
  myRsvp?: RsvpAnswer;
  /**
   * The server refused an answer for want of answers to the event's questions: the caller asks
   * them (instead of a toast).
   */
  onAnswersNeeded?: (status: 'going' | 'waitlisted') => void;
};

/** Whether the server refused the RSVP over the answers to the event's questions. */
function wantsAnswers(caught: unknown): boolean {
  if (!isApiError(caught) || caught.code !== 'validation_failed') return false;
  const issues = (caught.details as { issues?: { path?: unknown }[] } | null)?.issues;
  return (issues ?? []).some(
    (issue) => typeof issue.path === 'string' && issue.path.startsWith('answers.'),
  );
}

/**
 * The member's answer to one event and a way to change it. The change shows at once in every
 * cached copy of the event (lists, its page, the member's own pages); if the server refuses
 * it, all of them go back and a toast gives the server's reason.
 */
export function useRsvp({ event, viewerId, myRsvp, onAnswersNeeded }: UseRsvpOptions) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const known = myRsvp !== undefined;
  const mine = useQuery({
    ...myRsvpsQueryOptions(viewerId ?? ''),
    enabled: viewerId !== null && !known,
  });
  const listed =
    mine.data?.upcoming.find((item) => item.id === event.id) ??
    mine.data?.past.find((item) => item.id === event.id);
  const answer: RsvpAnswer = known ? myRsvp : (listed?.myRsvp ?? null);

  const holdsThisEvent = (query: Query) =>
    query.queryKey[0] !== 'rsvp' && holdsEvent(query.state.data, event.id);
  const myKey = viewerId ? myRsvpsKey(viewerId) : null;

  const mutation = useMutation({
    mutationKey: rsvpMutationKey(event.id),
    mutationFn: ({ status, answers }: Sent) => putRsvp(event.id, status, answers),
    onMutate: async ({ status: next }: Sent) => {
      // Going to an event that needs approval is a request, which takes no spot.
      const to: RsvpAnswer =
        next === 'none'
          ? null
          : event.requiresApproval && !hostsIt(event) && (next === 'going' || next === 'waitlisted')
            ? 'requested'
            : next;
      await queryClient.cancelQueries({ predicate: holdsThisEvent });
      if (myKey) await queryClient.cancelQueries({ queryKey: myKey, exact: true });
      const snapshot: [QueryKey, unknown][] = queryClient.getQueriesData({
        predicate: holdsThisEvent,
      });
      // The member's list may not hold the event yet (a first answer adds it).
      if (myKey) snapshot.push([myKey, queryClient.getQueryData(myKey)]);

      queryClient.setQueriesData({ predicate: holdsThisEvent }, (data: unknown) =>
        patchEventIn(data, event.id, (copy) => ({ ...shiftCounts(copy, answer, to), myRsvp: to })),
      );
      if (myKey) {
        queryClient.setQueryData<MyRsvpsResponse>(myKey, (data) =>
          data ? placeInMyRsvps(data, { ...event, ...shiftCounts(event, answer, to) }, to) : data,
        );
      }
      return { snapshot };
    },
    onError: (caught, sent, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      // Sent without answers (from a card), Going opens the questions the server asks for.
      if (
        onAnswersNeeded &&
        sent.answers === undefined &&
        (sent.status === 'going' || sent.status === 'waitlisted') &&
        wantsAnswers(caught)
      ) {
        onAnswersNeeded(sent.status);
        return;
      }
      // Sent with answers, the questions' dialog is open and says what went wrong.
      if (sent.answers !== undefined) return;
      toast({
        title: i18n._(RSVP_FAILED_TITLE),
        description: isApiError(caught) ? caught.message : t`Please try again.`,
        variant: 'destructive',
      });
    },
    onSuccess: (saved) => {
      // A member who just said they are going may want a heads-up if it changes.
      if (saved.status === 'going') announceGoing();
      if (saved.status !== 'none') announceRsvp();
      // The server's counts are the truth: others may have answered in the meantime.
      const to: RsvpAnswer = saved.status === 'none' ? null : saved.status;
      const counts = { goingCount: saved.goingCount, interestedCount: saved.interestedCount };
      queryClient.setQueriesData({ predicate: holdsThisEvent }, (data: unknown) =>
        patchEventIn(data, event.id, { ...counts, myRsvp: to }),
      );
      if (myKey) {
        queryClient.setQueryData<MyRsvpsResponse>(myKey, (data) =>
          data ? placeInMyRsvps(data, { ...event, ...counts }, to) : data,
        );
      }
    },
    onSettled: () =>
      // The event page lists who is going; pages on screen read it again.
      queryClient.invalidateQueries({ predicate: holdsThisEvent, refetchType: 'active' }),
  });

  const busy = useIsMutating({ mutationKey: rsvpMutationKey(event.id) }) > 0;
  /** Whether pressing `status` now takes the member's answer back rather than giving it. */
  const takesBack = (status: Exclude<RsvpChoice, 'none'>) =>
    answer === status || (answer === 'requested' && status !== 'interested');
  const choose = (status: Exclude<RsvpChoice, 'none'>, answers?: RsvpAnswers) => {
    if (busy || viewerId === null || answer === 'declined') return;
    // Pressing the answer already given takes it back; so does pressing "Requested".
    if (takesBack(status)) mutation.mutate({ status: 'none' });
    else mutation.mutate({ status, answers });
  };

  /** Gives an answer with the answers to the event's questions; rejects when it is refused. */
  const send = (status: 'going' | 'waitlisted', answers: RsvpAnswers) =>
    mutation.mutateAsync({ status, answers });

  return {
    answer,
    choose,
    send,
    takesBack,
    busy,
    loadingAnswer: !known && viewerId !== null && mine.isPending,
    /** The member's place on the waitlist as the last answer saved it (undefined: not asked). */
    savedWaitlistPosition: mutation.data?.waitlistPosition,
  };
}
