import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CrewPage } from '@lineup/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { acceptCrewInvitation, followCrew, refreshCrew, removeCrewMember } from '../api/crews-api';

const reason = (i18n: I18n, caught: unknown) =>
  isApiError(caught) ? caught.message : i18n._(msg`Please try again.`);

/** Following a crew and stopping; the server's count replaces the one on screen. */
export function useFollowCrew(crew: Pick<CrewPage, 'handle' | 'name'>) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const name = crew.name;
  return useMutation({
    mutationFn: (follow: boolean) => followCrew(crew.handle, follow),
    onSuccess: async (answer) => {
      toast({
        title: answer.following ? t`You follow ${name}` : t`You no longer follow ${name}`,
        description: answer.following ? t`You will hear when it publishes a new event.` : undefined,
        variant: answer.following ? 'success' : 'default',
      });
      await refreshCrew(queryClient, crew.handle);
    },
    onError: (caught, follow) =>
      toast({
        title: follow ? t`You could not follow this crew` : t`You still follow this crew`,
        description: reason(i18n, caught),
        variant: 'destructive',
      }),
  });
}

/** Answering an invitation into a crew: accept, or decline (removing oneself). */
export function useCrewInvitation(crew: Pick<CrewPage, 'handle' | 'name'>, viewerId: string) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const name = crew.name;
  return useMutation({
    mutationFn: async (answer: 'accept' | 'decline') => {
      if (answer === 'accept') await acceptCrewInvitation(crew.handle);
      else await removeCrewMember(crew.handle, viewerId);
    },
    onSuccess: async (_, answer) => {
      toast({
        title: answer === 'accept' ? t`You joined ${name}` : t`You declined to join ${name}`,
        variant: answer === 'accept' ? 'success' : 'default',
      });
      await refreshCrew(queryClient, crew.handle);
    },
    onError: (caught) =>
      toast({
        title: t`Your answer was not saved`,
        description: reason(i18n, caught),
        variant: 'destructive',
      }),
  });
}
