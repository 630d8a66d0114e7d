import { intlLocale } from '@/lib/i18n-locale';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminAuditEntry } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TimeAgo } from '@/components/ui/time-ago';
import { auditLogQuery } from '../api/admin-api';
import { DataTable, type Column } from './data-table';
import { PanelError, PanelLoading, Pager } from './panel-states';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** "Ana", or "The command line" for `npm run admin` (no account). */
function actorOf(i18n: I18n, entry: AdminAuditEntry): string {
  return entry.actor.id === null && entry.actor.name === 'command line'
    ? i18n._(msg`The command line`)
    : entry.actor.name;
}

/** What an area edit changed, in words: "renamed from Ericeira · hidden". */
function areaChanges(i18n: I18n, details: AdminAuditEntry['details']): string[] {
  const changes: string[] = [];
  if (details.previousName) {
    const name = text(details.previousName);
    changes.push(i18n._(msg`renamed from ${name}`));
  }
  if (details.active === false) changes.push(i18n._(msg`hidden from the area picker`));
  if (details.active === true) changes.push(i18n._(msg`activated`));
  if (details.timeZone) {
    const zone = text(details.timeZone);
    changes.push(i18n._(msg`time zone ${zone}`));
  }
  if (details.displayOrder !== undefined) {
    const order = String(details.displayOrder);
    changes.push(i18n._(msg`order ${order}`));
  }
  if ('latitude' in details || 'longitude' in details) {
    changes.push(i18n._(msg`map position changed`));
  }
  return changes;
}

/** A note in quotes: the reason for a ban, a moderator's message. */
const quoted = (value: unknown) => `'${text(value)}'`;

/**
 * One log entry as a sentence and its notes: "Ana banned @joao" · "'spam'". Names are the ones
 * the targets had at the time.
 */
export function describeAuditEntry(
  i18n: I18n,
  entry: AdminAuditEntry,
): { sentence: string; notes: string[] } {
  const actor = actorOf(i18n, entry);
  const { details, target } = entry;
  const member = `@${target.name}`;
  const name = target.name;
  switch (entry.action) {
    case 'member.ban':
      return {
        sentence: i18n._(msg`${actor} banned ${member}`),
        notes: details.reason ? [quoted(details.reason)] : [],
      };
    case 'member.unban':
      return { sentence: i18n._(msg`${actor} lifted the ban on ${member}`), notes: [] };
    case 'member.role':
      return {
        sentence:
          details.to === 'admin'
            ? i18n._(msg`${actor} made ${member} an admin`)
            : i18n._(msg`${actor} removed admin from ${member}`),
        notes: [],
      };
    case 'event.unpublish':
      return { sentence: i18n._(msg`${actor} unpublished the event "${name}"`), notes: [] };
    case 'event.update':
      return { sentence: i18n._(msg`${actor} edited the event "${name}"`), notes: [] };
    case 'event.cancel':
      return { sentence: i18n._(msg`${actor} cancelled the event "${name}"`), notes: [] };
    case 'event.delete':
      return { sentence: i18n._(msg`${actor} deleted the event "${name}"`), notes: [] };
    case 'plan.update':
      return { sentence: i18n._(msg`${actor} edited the plan "${name}"`), notes: [] };
    case 'plan.delete':
      return { sentence: i18n._(msg`${actor} deleted the plan "${name}"`), notes: [] };
    case 'area.create':
      return { sentence: i18n._(msg`${actor} created the area ${name}`), notes: [] };
    case 'area.update':
      return {
        sentence: i18n._(msg`${actor} edited the area ${name}`),
        notes: areaChanges(i18n, details),
      };
    case 'city.create': {
      const area = text(details.area);
      return {
        sentence: i18n._(msg`${actor} added the city ${name}`),
        notes: details.area ? [i18n._(msg`in ${area}`)] : [],
      };
    }
    case 'city.approve': {
      const venues = Number(details.venues ?? 0);
      const events = Number(details.events ?? 0);
      return {
        sentence: i18n._(msg`${actor} approved the city ${name}`),
        notes:
          venues > 0
            ? [
                i18n._({
                  ...msg`{venues, plural, one {# venue} other {# venues}} and {events, plural, one {# event} other {# events}} moved onto its page`,
                  values: { venues, events },
                }),
              ]
            : [],
      };
    }
    case 'city.update': {
      const from = text(details.from);
      const to = text(details.to) || target.name;
      return { sentence: i18n._(msg`${actor} renamed the city ${from} to ${to}`), notes: [] };
    }
    case 'city.delete':
      return { sentence: i18n._(msg`${actor} deleted the suggested city ${name}`), notes: [] };
    case 'moderation.dismiss':
    case 'moderation.hide':
    case 'moderation.warn':
    case 'moderation.ban':
    case 'moderation.delete': {
      const reports = Number(details.reports ?? 0);
      return {
        sentence:
          target.type === 'member' && entry.action === 'moderation.warn'
            ? i18n._(msg`${actor} warned ${member}`)
            : target.type === 'member' && entry.action === 'moderation.ban'
              ? i18n._(msg`${actor} banned ${member}`)
              : moderationSentence(i18n, entry.action, actor, reportedThing(i18n, target)),
        notes: [
          i18n._({
            ...msg`{reports, plural, one {# report handled} other {# reports handled}}`,
            values: { reports },
          }),
          ...(details.message ? [quoted(details.message)] : []),
        ],
      };
    }
    case 'moderation.auto_hide': {
      const reporters = Number(details.reporters ?? 0);
      const thing = reportedThing(i18n, target);
      return {
        sentence: i18n._({
          ...msg`Reports from {reporters, plural, one {# member} other {# members}} hid {thing} until a moderator looks`,
          values: { reporters, thing },
        }),
        notes: [],
      };
    }
  }
}

function moderationSentence(
  i18n: I18n,
  action:
    | 'moderation.dismiss'
    | 'moderation.hide'
    | 'moderation.warn'
    | 'moderation.ban'
    | 'moderation.delete',
  actor: string,
  thing: string,
): string {
  switch (action) {
    case 'moderation.dismiss':
      return i18n._(msg`${actor} dismissed the reports on ${thing}`);
    case 'moderation.hide':
      return i18n._(msg`${actor} hid ${thing}`);
    case 'moderation.warn':
      return i18n._(msg`${actor} warned the author of ${thing}`);
    case 'moderation.ban':
      return i18n._(msg`${actor} banned the author of ${thing}`);
    case 'moderation.delete':
      return i18n._(msg`${actor} deleted ${thing}`);
  }
}

/** A reported item as the log names it: "the plan "Dawn patrol"", "@joao". */
function reportedThing(i18n: I18n, target: AdminAuditEntry['target']): string {
  const name = target.name;
  switch (target.type) {
    case 'member':
      return `@${name}`;
    case 'event':
      return i18n._(msg`the event "${name}"`);
    case 'plan':
      return i18n._(msg`the plan "${name}"`);
    case 'area':
      return i18n._(msg`the area "${name}"`);
    case 'city':
      return i18n._(msg`the city "${name}"`);
    case 'message':
      return i18n._(msg`the message "${name}"`);
    case 'photo':
      return i18n._(msg`the photo "${name}"`);
  }
}

function AuditEntryRow({ entry }: { entry: AdminAuditEntry }) {
  const { i18n } = useLingui();
  const { sentence, notes } = describeAuditEntry(i18n, entry);
  return (
    <p className="text-ink">
      {[sentence, ...notes].join(' · ')}
      <span className="text-muted">
        {' · '}
        <time
          dateTime={entry.createdAt}
          title={new Date(entry.createdAt).toLocaleString(intlLocale(i18n.locale))}
        >
          <TimeAgo at={entry.createdAt} />
        </time>
      </span>
    </p>
  );
}

/**
 * Audit log: every admin action (bans, roles, event moderation, area and city edits), newest
 * first, a page at a time. Pages are keyset cursors, kept as a stack for "Previous".
 */
export function AuditLogPanel() {
  const { t } = useLingui();
  const columns: Column<AdminAuditEntry>[] = [
    { header: t`What happened`, cell: (entry) => <AuditEntryRow entry={entry} /> },
  ];
  // The cursors of the pages opened so far; the last one is the page shown.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const query = useQuery(auditLogQuery(cursors.at(-1)));
  return (
    <section aria-labelledby="admin-audit-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="admin-audit-heading" className="text-xl font-semibold">
          {t`Audit log`}
        </h2>
        <p className="text-sm text-muted">
          {t`Who did what, newest first: bans, roles, event moderation, areas and cities.`}
        </p>
      </div>
      {query.isPending ? (
        <PanelLoading label={t`Loading the audit log`} />
      ) : query.isError ? (
        <PanelError
          title={t`The audit log could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable
            label={t`Audit log`}
            columns={columns}
            rows={query.data.entries}
            rowKey={(entry) => entry.id}
            empty={t`No admin actions yet.`}
          />
          <Pager
            page={cursors.length}
            hasMore={query.data.nextCursor !== null}
            onPage={(page) =>
              setCursors((current) =>
                page > current.length
                  ? [...current, query.data.nextCursor ?? undefined]
                  : current.slice(0, page),
              )
            }
          />
        </>
      )}
    </section>
  );
}
