import type { EventCard, MyRsvpsResponse, RsvpChoice } from '@lineup/contracts';
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
import { myRsvpsKey, myRsvpsQueryOptions, putRsvp } from '../api/rsvp-api';
import {
  holdsEvent,
  patchEventIn,
  placeInMyRsvps,
  shiftCounts,
  type RsvpAnswer,
} from '../api/rsvp-cache';

export const RSVP_FAILED_TITLE = 'Your RSVP was not saved';

const rsvpMutationKey = (eventId: string) => ['rsvp', eventId] as const;

type UseRsvpOptions = {
  event: EventCard;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: string | null;
  /**
   * The member's answer when the caller has it (the event page does); otherwise it is read
   * from their "Upcoming Plans" list.
   */
  myRsvp?: RsvpAnswer;
};

/**
 * The member's answer to one event and a way to change it. The change shows at once in every
 * cached copy of the event (lists, its page, the member's own pages); if the server refuses
 * it, all of them go back and a toast gives the server's reason.
 */
export function useRsvp({ event, viewerId, myRsvp }: UseRsvpOptions) {
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
    mutationFn: (next: RsvpChoice) => putRsvp(event.id, next),
    onMutate: async (next: RsvpChoice) => {
      const to: RsvpAnswer = next === 'none' ? null : next;
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
    onError: (caught, _next, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast({
        title: RSVP_FAILED_TITLE,
        description: isApiError(caught) ? caught.message : 'Please try again.',
        variant: 'destructive',
      });
    },
    onSuccess: (saved) => {
      // A member who just said they are going may want a heads-up if it changes.
      if (saved.status === 'going') announceGoing();
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
  const choose = (status: Exclude<RsvpChoice, 'none'>) => {
    if (busy || viewerId === null) return;
    // Pressing the answer already given takes it back.
    mutation.mutate(answer === status ? 'none' : status);
  };

  return {
    answer,
    choose,
    busy,
    loadingAnswer: !known && viewerId !== null && mine.isPending,
    /** The member's place on the waitlist as the last answer saved it (undefined: not asked). */
    savedWaitlistPosition: mutation.data?.waitlistPosition,
  };
}
