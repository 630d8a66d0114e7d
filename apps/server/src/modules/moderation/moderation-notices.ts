import type { ReportOutcome, ReportSubjectKind } from '@lineup/contracts';
import type { Tx } from '../../lib/transaction';
import { announce } from '../notifications';
import type { SubjectContext } from './subjects';

// What reporters and authors are told (docs/product.md §15): thanks and what became of a
// report, and a moderator's word to the member who posted the item. Never who acted.

const WHAT_WE_DID: Record<ReportOutcome, string> = {
  dismissed: 'we looked and left it up',
  hidden: 'we hid it',
  warned: 'we warned the member who posted it',
  banned: 'we removed the account behind it',
  deleted: 'we removed it',
};

/** How a reporter's notice names the item. */
function reportedItem(kind: ReportSubjectKind, context: SubjectContext): string {
  if (kind === 'member') return `the member ${context.label}`;
  if (kind === 'message') {
    return context.threadTitle ? `a message in ${context.threadTitle}` : 'a message';
  }
  return `“${context.label}”`;
}

/** Thanks every reporter, with what became of the item. */
export async function tellReporters(
  tx: Tx,
  options: {
    reporterIds: string[];
    kind: ReportSubjectKind;
    context: SubjectContext | null;
    outcome: ReportOutcome;
  },
): Promise<void> {
  const { reporterIds, kind, context, outcome } = options;
  if (reporterIds.length === 0) return;
  const item = context ? reportedItem(kind, context) : 'something you reported';
  // A page that still shows it, else the reporter's notifications.
  const stillThere = context && (outcome === 'dismissed' || outcome === 'warned');
  await announce(tx, {
    kind: 'report_handled',
    title: `Thanks for your report about ${item}: ${WHAT_WE_DID[outcome]}.`,
    body:
      outcome === 'dismissed'
        ? 'It did not break our rules as far as we could tell. Reporting helps keep Lineup safe.'
        : 'Reporting helps keep Lineup safe.',
    link: stillThere ? context.link : '/notifications',
    recipients: { users: [...new Set(reporterIds)] },
  });
}

/** Tells the member who posted the item that it was hidden, or that a moderator warns them. */
export async function tellAuthor(
  tx: Tx,
  options: {
    context: SubjectContext;
    kind: ReportSubjectKind;
    what: 'hidden' | 'auto_hidden' | 'warned';
    message?: string | undefined;
  },
): Promise<void> {
  const { context, kind, what, message } = options;
  if (!context.authorId) return;
  const yours = kind === 'member' ? 'your account' : `your ${context.noun} “${context.label}”`;
  const title =
    what === 'warned'
      ? `A warning from our moderators about ${yours}`
      : what === 'hidden'
        ? `Our moderators hid ${yours}`
        : `${capitalize(yours)} is hidden while our moderators review reports about it`;
  const body =
    message ||
    (what === 'warned'
      ? 'Please keep to our community rules: be kind, stay on topic and keep everyone safe.'
      : what === 'hidden'
        ? 'It broke our community rules, so nobody else sees it now.'
        : 'Several members reported it. A moderator will look soon and bring it back if all is well.');
  await announce(tx, {
    kind: 'moderation',
    title,
    body,
    link: what === 'warned' && kind !== 'member' ? context.link : '/notifications',
    recipients: { users: [context.authorId] },
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
