import type { ReportOutcome, ReportSubjectKind } from '@lineup/contracts';
import type { MessageKey } from '../../lib/i18n/messages';
import type { Translator } from '../../lib/i18n/translator';
import type { Tx } from '../../lib/transaction';
import { announce } from '../notifications';
import type { SubjectContext } from './subjects';

// What reporters and authors are told (docs/product.md §15): thanks and what became of a
// report, and a moderator's word to the member who posted the item. Never who acted.

const WHAT_WE_DID = {
  dismissed: 'report.outcome.dismissed',
  hidden: 'report.outcome.hidden',
  warned: 'report.outcome.warned',
  banned: 'report.outcome.banned',
  deleted: 'report.outcome.deleted',
} as const satisfies Record<ReportOutcome, MessageKey>;

/** How a reporter's notice names the item. */
function reportedItem(t: Translator, kind: ReportSubjectKind, context: SubjectContext | null) {
  if (!context) return t.t('report.item.unknown');
  if (kind === 'member') return t.t('report.item.member', { name: context.label });
  if (kind === 'message') {
    return context.threadTitle
      ? t.t('report.item.messageIn', { thread: context.threadTitle })
      : t.t('report.item.message');
  }
  return t.t('report.item.named', { label: context.label });
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
  // A page that still shows it, else the reporter's notifications.
  const stillThere = context && (outcome === 'dismissed' || outcome === 'warned');
  await announce(tx, {
    kind: 'report_handled',
    title: (t) =>
      t.t('report.thanks', {
        item: reportedItem(t, kind, context),
        outcome: t.t(WHAT_WE_DID[outcome]),
      }),
    body: (t) => t.t(outcome === 'dismissed' ? 'report.dismissed.body' : 'report.body'),
    link: stillThere ? context.link : '/notifications',
    recipients: { users: [...new Set(reporterIds)] },
  });
}

const YOUR_NOUN: Record<string, MessageKey> = {
  event: 'moderation.your.event',
  plan: 'moderation.your.plan',
  message: 'moderation.your.message',
  photo: 'moderation.your.photo',
};

/** "your account", or "your plan “Sunset paddle”". */
function yours(t: Translator, kind: ReportSubjectKind, context: SubjectContext): string {
  const noun = YOUR_NOUN[context.noun];
  if (kind === 'member' || !noun) return t.t('moderation.yourAccount');
  return t.t(noun, { label: context.label });
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
  const title = {
    warned: 'moderation.warned',
    hidden: 'moderation.hidden',
    auto_hidden: 'moderation.autoHidden',
  } as const satisfies Record<typeof what, MessageKey>;
  const body = {
    warned: 'moderation.warned.body',
    hidden: 'moderation.hidden.body',
    auto_hidden: 'moderation.autoHidden.body',
  } as const satisfies Record<typeof what, MessageKey>;
  await announce(tx, {
    kind: 'moderation',
    title: (t) => capitalize(t.t(title[what], { yours: yours(t, kind, context) })),
    // A moderator's own words, as they wrote them.
    body: message || ((t) => t.t(body[what])),
    link: what === 'warned' && kind !== 'member' ? context.link : '/notifications',
    recipients: { users: [context.authorId] },
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
