import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { buildAuditEntry } from '../testing/admin-fixtures';
import { renderPanel } from '../testing/render-panel';
import { AuditLogPanel } from './audit-log-panel';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

beforeEach(() => {
  api.reset();
});

/** A log line as read, its time included (the time is an element of its own). */
const line = (expected: string | RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' &&
  (typeof expected === 'string'
    ? element.textContent === expected
    : expected.test(element.textContent ?? ''));

describe('Audit log', () => {
  it('reads each admin action as a sentence, newest first', async () => {
    api.on('GET /api/admin/audit-log', {
      body: {
        entries: [
          buildAuditEntry(),
          buildAuditEntry({
            actor: { id: null, name: 'command line' },
            action: 'member.role',
            details: { from: 'user', to: 'admin' },
            createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          }),
          buildAuditEntry({
            action: 'event.unpublish',
            target: { type: 'event', id: 'event-1', name: 'Spam Rave' },
            details: {},
          }),
          buildAuditEntry({
            action: 'plan.delete',
            target: { type: 'plan', id: 'plan-1', name: 'Sunset swim' },
            details: {},
          }),
          buildAuditEntry({
            action: 'area.update',
            target: { type: 'area', id: 'area-1', name: 'Ericeira Coast' },
            details: { name: 'Ericeira Coast', previousName: 'Ericeira', active: false },
          }),
          buildAuditEntry({
            action: 'city.approve',
            target: { type: 'city', id: 'city-1', name: 'Ribamar' },
            details: { path: '/portugal/ribamar', venues: 2, events: 1 },
          }),
        ],
        nextCursor: null,
      },
    });
    renderPanel(<AuditLogPanel />);

    expect(
      await screen.findByText(line("Ana banned @joao · 'spam' · 2 minutes ago")),
    ).toBeInTheDocument();
    expect(
      screen.getByText(line('The command line made @joao an admin · 3 hours ago')),
    ).toBeInTheDocument();
    expect(screen.getByText(line(/^Ana unpublished the event "Spam Rave"/))).toBeInTheDocument();
    expect(screen.getByText(line(/^Ana deleted the plan "Sunset swim"/))).toBeInTheDocument();
    expect(
      screen.getByText(
        line(
          /^Ana edited the area Ericeira Coast · renamed from Ericeira · hidden from the area picker/,
        ),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        line(/^Ana approved the city Ribamar · 2 venues and 1 event moved onto its page/),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('reads moderators’ decisions on reported items', async () => {
    api.on('GET /api/admin/audit-log', {
      body: {
        entries: [
          buildAuditEntry({
            action: 'moderation.hide',
            target: { type: 'plan', id: 'plan-1', name: 'Cheap boards' },
            details: { reports: 2, message: 'No selling' },
          }),
          buildAuditEntry({
            action: 'moderation.warn',
            target: { type: 'member', id: 'member-9', name: 'joao' },
            details: { reports: 1 },
          }),
          buildAuditEntry({
            actor: { id: null, name: 'reports from members' },
            action: 'moderation.auto_hide',
            target: { type: 'message', id: 'message-1', name: 'You all ride like kooks' },
            details: { reporters: 3 },
          }),
        ],
        nextCursor: null,
      },
    });
    renderPanel(<AuditLogPanel />);
    expect(
      await screen.findByText(
        line(/^Ana hid the plan "Cheap boards" · 2 reports handled · 'No selling'/),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(line(/^Ana warned @joao · 1 report handled/))).toBeInTheDocument();
    expect(
      screen.getByText(
        line(
          /^Reports from 3 members hid the message "You all ride like kooks" until a moderator looks/,
        ),
      ),
    ).toBeInTheDocument();
  });

  it('pages back in time with the cursor and comes back', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/audit-log', ({ query }) => ({
      body: query.get('cursor')
        ? {
            entries: [buildAuditEntry({ target: { type: 'member', id: 'm', name: 'older' } })],
            nextCursor: null,
          }
        : {
            entries: [buildAuditEntry({ target: { type: 'member', id: 'n', name: 'newer' } })],
            nextCursor: 'next-page',
          },
    }));
    renderPanel(<AuditLogPanel />);
    expect(await screen.findByText(line(/^Ana banned @newer/))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(line(/^Ana banned @older/))).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/audit-log').at(-1)?.query.get('cursor')).toBe('next-page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText(line(/^Ana banned @newer/))).toBeInTheDocument();
  });

  it('says so when the log cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    api.on('GET /api/admin/audit-log', () =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } }
        : { body: { entries: [], nextCursor: null } },
    );
    renderPanel(<AuditLogPanel />);
    expect(await screen.findByText('The audit log could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No admin actions yet.')).toBeInTheDocument());
  });
});
