import type { MemberSummary } from '@lineup/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';

/** A member in a Connect list: avatar, username linking to their profile, then actions. */
export function MemberRow({
  member,
  note,
  children,
}: {
  member: MemberSummary;
  /** A short line under the name ("Sent yesterday"). */
  note?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface px-3 py-2.5 ring-1 ring-ocean-900/8 sm:px-4">
      {/* The name beside it says who this is; the picture adds nothing for a screen reader. */}
      <span aria-hidden="true" className="contents">
        <Avatar name={member.username} src={member.avatarUrl} size="md" />
      </span>
      {/* The name keeps room for a short username; actions that do not fit beside it wrap. */}
      <div className="flex min-w-0 flex-[1_1_9rem] flex-col">
        <Link
          to={`/user/${encodeURIComponent(member.id)}`}
          className="truncate font-semibold hover:text-ocean-800 hover:underline"
        >
          {member.username}
        </Link>
        {note ? <span className="text-xs text-muted">{note}</span> : null}
      </div>
      {children ? (
        <div className="flex shrink-0 flex-wrap items-center gap-2">{children}</div>
      ) : null}
    </div>
  );
}
