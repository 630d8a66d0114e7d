import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { withRedirectTo } from '@/features/auth/redirect-to';
import type { Thread } from '@/features/discussions/api/discussions-api';
import {
  DiscussionFrame,
  DiscussionLoginPrompt,
  type DiscussionPlacement,
} from '@/features/discussions/components/discussion-frame';
import type { ReportMessage } from '@/features/discussions/components/message-actions';

// A member's discussion loads with its own chunk once the page is there: a visitor's first load
// of an event or the plans carries only the invitation to log in.
const Discussion = lazy(() =>
  import('@/features/discussions/components/discussion').then((module) => ({
    default: module.Discussion,
  })),
);

const ReportDialog = lazy(() =>
  import('@/features/reports/components/report-dialog').then((module) => ({
    default: module.ReportDialog,
  })),
);

/** "Report" on a message: the reports' dialog, loaded when a member opens it. */
function ReportMessageDialog({ id, onDone }: Parameters<ReportMessage>[0]) {
  const { t } = useLingui();
  return (
    <Suspense fallback={null}>
      <ReportDialog kind="message" id={id} label={t`Report this message`} onDone={onDone} />
    </Suspense>
  );
}

const reportMessage: ReportMessage = (props) => <ReportMessageDialog {...props} />;

/**
 * The discussion of an event or a casual plan (docs/product.md §15), as the reader may have it:
 * a visitor is asked to log in and comes back here.
 */
export function DiscussionSlot({ thread, placement }: { thread: Thread } & DiscussionPlacement) {
  const { t } = useLingui();
  const { status, user } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (status === 'loading') return null;
  if (!user) {
    return (
      <DiscussionLoginPrompt
        placement={placement}
        loginHref={withRedirectTo('/login', `${pathname}${search}${hash}`)}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <DiscussionFrame placement={placement}>
          <p className="text-sm text-muted">{t`Loading the discussion…`}</p>
        </DiscussionFrame>
      }
    >
      <Discussion
        key={`${thread.kind}:${thread.id}`}
        thread={thread}
        viewerId={user.id}
        placement={placement}
        report={reportMessage}
      />
    </Suspense>
  );
}
