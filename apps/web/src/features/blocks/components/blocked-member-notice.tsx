import { useLingui } from '@lingui/react/macro';
import type { MemberSummary } from '@lineup/contracts';
import { Avatar } from '@/components/ui/avatar';
import { blockedNotice } from '../block-messages';
import { UnblockButton } from './unblock-button';

/**
 * What the profile of a member I blocked shows me instead of their profile: that I blocked
 * them, and Unblock. (The member I blocked gets the not-found page for mine.)
 */
export function BlockedMemberNotice({
  viewerId,
  member,
}: {
  viewerId: string;
  member: MemberSummary;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col items-start gap-4 rounded-[1.75rem] bg-surface p-6 shadow-soft ring-1 ring-ocean-900/8 sm:flex-row sm:items-center">
      <span aria-hidden="true" className="contents">
        <Avatar name={member.username} src={member.avatarUrl} size="lg" />
      </span>
      <p className="flex-1 text-sm leading-relaxed text-muted">
        {blockedNotice(i18n, member.username)}
      </p>
      <UnblockButton viewerId={viewerId} member={member} size="md" />
    </div>
  );
}
