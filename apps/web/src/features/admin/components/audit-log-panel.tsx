import type { AdminAuditEntry } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TimeAgo } from '@/components/ui/time-ago';
import { auditLogQuery } from '../api/admin-api';
import { DataTable, type Column } from './data-table';
import { PanelError, PanelLoading, Pager } from './panel-states';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Ana", or "The command line" for `npm run admin` (no account). */
function actorOf(entry: AdminAuditEntry): string {
  return entry.actor.id === null && entry.actor.name === 'command line'
    ? 'The command line'
    : entry.actor.name;
}

/** What an area edit changed, in words: "renamed from Ericeira · hidden". */
function areaChanges(details: AdminAuditEntry['details']): string[] {
  const changes: string[] = [];
  if (details.previousName) changes.push(`renamed from ${text(details.previousName)}`);
  if (details.active === false) changes.push('hidden from the area picker');
  if (details.active === true) changes.push('activated');
  if (details.timeZone) changes.push(`time zone ${text(details.timeZone)}`);
  if (details.displayOrder !== undefined) changes.push(`order ${String(details.displayOrder)}`);
  if ('latitude' in details || 'longitude' in details) changes.push('map position changed');
  return changes;
}

/**
 * One log entry as a sentence and its notes: "Ana banned @joao" · "'spam'". Names are the ones
 * the targets had at the time.
 */
export function describeAuditEntry(entry: AdminAuditEntry): { sentence: string; notes: string[] } {
  const actor = actorOf(entry);
  const { details, target } = entry;
  const member = `@${target.name}`;
  switch (entry.action) {
    case 'member.ban':
      return {
        sentence: `${actor} banned ${member}`,
        notes: details.reason ? [`'${text(details.reason)}'`] : [],
      };
    case 'member.unban':
      return { sentence: `${actor} lifted the ban on ${member}`, notes: [] };
    case 'member.role':
      return {
        sentence:
          details.to === 'admin'
            ? `${actor} made ${member} an admin`
            : `${actor} removed admin from ${member}`,
        notes: [],
      };
    case 'event.unpublish':
      return { sentence: `${actor} unpublished the event "${target.name}"`, notes: [] };
    case 'event.update':
      return { sentence: `${actor} edited the event "${target.name}"`, notes: [] };
    case 'event.cancel':
      return { sentence: `${actor} cancelled the event "${target.name}"`, notes: [] };
    case 'event.delete':
      return { sentence: `${actor} deleted the event "${target.name}"`, notes: [] };
    case 'plan.update':
      return { sentence: `${actor} edited the plan "${target.name}"`, notes: [] };
    case 'plan.delete':
      return { sentence: `${actor} deleted the plan "${target.name}"`, notes: [] };
    case 'area.create':
      return { sentence: `${actor} created the area ${target.name}`, notes: [] };
    case 'area.update':
      return { sentence: `${actor} edited the area ${target.name}`, notes: areaChanges(details) };
    case 'city.create':
      return {
        sentence: `${actor} added the city ${target.name}`,
        notes: details.area ? [`in ${text(details.area)}`] : [],
      };
    case 'city.approve': {
      const venues = Number(details.venues ?? 0);
      const events = Number(details.events ?? 0);
      return {
        sentence: `${actor} approved the city ${target.name}`,
        notes:
          venues > 0
            ? [`${plural(venues, 'venue')} and ${plural(events, 'event')} moved onto its page`]
            : [],
      };
    }
    case 'city.update':
      return {
        sentence: `${actor} renamed the city ${text(details.from)} to ${text(details.to) || target.name}`,
        notes: [],
      };
    case 'city.delete':
      return { sentence: `${actor} deleted the suggested city ${target.name}`, notes: [] };
    case 'moderation.dismiss':
    case 'moderation.hide':
    case 'moderation.warn':
    case 'moderation.ban':
    case 'moderation.delete': {
      const reports = Number(details.reports ?? 0);
      return {
        sentence:
          target.type === 'member' && entry.action === 'moderation.warn'
            ? `${actor} warned @${target.name}`
            : target.type === 'member' && entry.action === 'moderation.ban'
              ? `${actor} banned @${target.name}`
              : `${actor} ${MODERATION_VERBS[entry.action]} ${reportedThing(target)}`,
        notes: [
          `${plural(reports, 'report')} handled`,
          ...(details.message ? [`'${text(details.message)}'`] : []),
        ],
      };
    }
    case 'moderation.auto_hide':
      return {
        sentence: `Reports from ${plural(Number(details.reporters ?? 0), 'member')} hid ${reportedThing(target)} until a moderator looks`,
        notes: [],
      };
  }
}

const MODERATION_VERBS = {
  'moderation.dismiss': 'dismissed the reports on',
  'moderation.hide': 'hid',
  'moderation.warn': 'warned the author of',
  'moderation.ban': 'banned the author of',
  'moderation.delete': 'deleted',
} as const;

/** A reported item as the log names it: "the plan "Dawn patrol"", "@joao". */
function reportedThing(target: AdminAuditEntry['target']): string {
  if (target.type === 'member') return `@${target.name}`;
  return `the ${target.type} "${target.name}"`;
}

const columns: Column<AdminAuditEntry>[] = [
  {
    header: 'What happened',
    cell: (entry) => {
      const { sentence, notes } = describeAuditEntry(entry);
      return (
        <p className="text-ink">
          {[sentence, ...notes].join(' · ')}
          <span className="text-muted">
            {' · '}
            <time
              dateTime={entry.createdAt}
              title={new Date(entry.createdAt).toLocaleString('en-GB')}
            >
              <TimeAgo at={entry.createdAt} />
            </time>
          </span>
        </p>
      );
    },
  },
];

/**
 * Audit log: every admin action (bans, roles, event moderation, area and city edits), newest
 * first, a page at a time. Pages are keyset cursors, kept as a stack for "Previous".
 */
export function AuditLogPanel() {
  // The cursors of the pages opened so far; the last one is the page shown.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const query = useQuery(auditLogQuery(cursors.at(-1)));
  return (
    <section aria-labelledby="admin-audit-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="admin-audit-heading" className="text-xl font-semibold">
          Audit log
        </h2>
        <p className="text-sm text-muted">
          Who did what, newest first: bans, roles, event moderation, areas and cities.
        </p>
      </div>
      {query.isPending ? (
        <PanelLoading label="Loading the audit log" />
      ) : query.isError ? (
        <PanelError
          title="The audit log could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable
            label="Audit log"
            columns={columns}
            rows={query.data.entries}
            rowKey={(entry) => entry.id}
            empty="No admin actions yet."
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
