import type { CrewPage } from '@lineup/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { acceptCrewInvitation, followCrew, refreshCrew, removeCrewMember } from '../api/crews-api';

const reason = (caught: unknown) => (isApiError(caught) ? caught.message : 'Please try again.');

/** Following a crew and stopping; the server's count replaces the one on screen. */
export function useFollowCrew(crew: Pick<CrewPage, 'handle' | 'name'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => followCrew(crew.handle, follow),
    onSuccess: async (answer) => {
      toast({
        title: answer.following ? `You follow ${crew.name}` : `You no longer follow ${crew.name}`,
        description: answer.following ? 'You will hear when it publishes a new event.' : undefined,
        variant: answer.following ? 'success' : 'default',
      });
      await refreshCrew(queryClient, crew.handle);
    },
    onError: (caught, follow) =>
      toast({
        title: follow ? 'You could not follow this crew' : 'You still follow this crew',
        description: reason(caught),
        variant: 'destructive',
      }),
  });
}

/** Answering an invitation into a crew: accept, or decline (removing oneself). */
export function useCrewInvitation(crew: Pick<CrewPage, 'handle' | 'name'>, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'accept' | 'decline') => {
      if (answer === 'accept') await acceptCrewInvitation(crew.handle);
      else await removeCrewMember(crew.handle, viewerId);
    },
    onSuccess: async (_, answer) => {
      toast({
        title:
          answer === 'accept' ? `You joined ${crew.name}` : `You declined to join ${crew.name}`,
        variant: answer === 'accept' ? 'success' : 'default',
      });
      await refreshCrew(queryClient, crew.handle);
    },
    onError: (caught) =>
      toast({
        title: 'Your answer was not saved',
        description: reason(caught),
        variant: 'destructive',
      }),
  });
}
