import type { MemberSummary } from '@lineup/contracts';
import { Button } from '@/components/ui/button';
import { useUnblockMember } from '../api/blocks-api';

/** Lifts my block of a member at once: nothing is lost by it, so nothing is asked first. */
export function UnblockButton({
  viewerId,
  member,
  size = 'sm',
}: {
  viewerId: string;
  member: MemberSummary;
  size?: 'sm' | 'md';
}) {
  const unblock = useUnblockMember(viewerId);
  return (
    <Button
      size={size}
      variant="outline"
      loading={unblock.isPending}
      loadingLabel="Unblocking..."
      aria-label={`Unblock ${member.username}`}
      onClick={() => unblock.mutate(member)}
    >
      Unblock
    </Button>
  );
}
