import type { CrewPage } from '@lineup/contracts';
import BellPlusIcon from 'lucide-react/icons/bell-plus';
import CheckIcon from 'lucide-react/icons/check';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFollowCrew } from '../hooks/use-crew-actions';

type CrewFollowButtonProps = {
  crew: Pick<CrewPage, 'handle' | 'name' | 'viewer'>;
  /** Nobody is signed in: the button sends them to log in, and back here after. */
  signedIn: boolean;
};

/** Follow / Following: a follower hears of the crew's new events. */
export function CrewFollowButton({ crew, signedIn }: CrewFollowButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollowCrew(crew);
  const following = crew.viewer.following;

  if (!signedIn) {
    return (
      <Button
        onClick={() => {
          const back = `${location.pathname}${location.search}`;
          void navigate(`/auth?redirectTo=${encodeURIComponent(back)}`);
        }}
      >
        <BellPlusIcon aria-hidden="true" />
        Follow
      </Button>
    );
  }
  return following ? (
    <Button
      variant="outline"
      loading={follow.isPending}
      loadingLabel="Unfollowing..."
      onClick={() => follow.mutate(false)}
    >
      <CheckIcon aria-hidden="true" />
      Following
    </Button>
  ) : (
    <Button
      loading={follow.isPending}
      loadingLabel="Following..."
      onClick={() => follow.mutate(true)}
    >
      <BellPlusIcon aria-hidden="true" />
      Follow
    </Button>
  );
}
