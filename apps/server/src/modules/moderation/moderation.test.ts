import { ModerationQueueResponse, reportMessages, ThreadResponse } from '@lineup/contracts';
import { createEvent, createPlan } from '@lineup/db/factories';
import {
  adminAuditLog,
  casualPlans,
  crewMembers,
  crews,
  eventPhotos,
  events,
  messages,
  notifications,
  users,
  type VenueAreaRow,
} from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, signUpAdmin, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The moderation queue (docs/product.md §15 "Moderation"): admins work every reported item,
// a crew's owners the messages in their crew's events; each decision closes the item's reports,
// tells the reporters and the author, and is in the audit log.

let t: TestApp;
let call: ReturnType<typeof api>;
let area: VenueAreaRow;
let admin: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  area = await testArea(t, { name: 'Modtown' });
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const member = () => signUpMember(t);
const report = (as: SignedUpMember, kind: string, id: string, reason = 'spam', note?: string) =>
  call('POST', '/api/reports', { as, body: { kind, id, reason, ...(note ? { note } : {}) } });
const act = (as: SignedUpMember, kind: string, id: string, action: string, message?: string) =>
  call('POST', `/api/moderation/items/${kind}/${id}/actions`, {
    as,
    body: { action, ...(message ? { message } : {}) },
  });
const queue = async (as: SignedUpMember, query = '') => {
  const response = await call('GET', `/api/moderation/reports${query}`, { as });
  expect(response.status, response.text).toBe(200);
  return ModerationQueueResponse.parse(response.json);
};
const itemOf = async (as: SignedUpMember, id: string, query = '') =>
  (await queue(as, query)).items.find((item) => item.id === id);

async function noticesOf(who: SignedUpMember, kind: 'report_handled' | 'moderation') {
  await t.jobs.drain();
  return t.database.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, kind)));
}

const auditOf = (targetId: string) =>
  t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

let crewCount = 0;
/** A crew owned by `owner`, and an event of it with a message by `author`. */
async function crewEventMessage(owner: SignedUpMember, author: SignedUpMember) {
  crewCount += 1;
  const [crew] = await t.database.db
    .insert(crews)
    .values({ handle: `mod-crew-${crewCount}`, name: 'Mod Crew', areaId: area.id })
    .returning();
  await t.database.db
    .insert(crewMembers)
    .values({ crewId: crew!.id, userId: owner.user.id, role: 'owner', status: 'accepted' });
  const event = await createEvent(t.database, { areaId: area.id, crewId: crew!.id });
  const posted = await call('POST', `/api/events/${event.id}/messages`, {
    as: author,
    body: { body: 'You all ride like kooks' },
  });
  return { crew: crew!, event, message: ThreadResponse.parse(posted.json).messages[0]! };
}

describe('the queue', () => {
  it('groups open reports by item, with counts, reasons, notes and the item in context', async () => {
    const creator = await member();
    const plan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      title: 'Grouped plan',
    });
    const [a, b] = [await member(), await member()];
    await report(a, 'plan', plan.id, 'spam', 'Selling stuff');
    await report(b, 'plan', plan.id, 'unsafe');
    const item = await itemOf(admin, plan.id);
    expect(item).toMatchObject({
      kind: 'plan',
      count: 2,
      reporterNotes: ['Selling stuff'],
      outcome: null,
      subject: {
        text: 'Grouped plan',
        link: `/casual-plans/${plan.id}`,
        hidden: false,
        author: { id: creator.user.id },
      },
      actions: ['dismiss', 'hide', 'warn', 'ban', 'delete'],
    });
    expect(item!.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'spam', count: 1 },
        { reason: 'unsafe', count: 1 },
      ]),
    );

    const noted = await call('POST', `/api/moderation/items/plan/${plan.id}/notes`, {
      as: admin,
      body: { body: 'Checked with the creator' },
    });
    expect(noted.status).toBe(201);
    expect((await itemOf(admin, plan.id))!.notes.map((note) => note.body)).toEqual([
      'Checked with the creator',
    ]);
    expect(
      (
        await call('POST', `/api/moderation/items/plan/${plan.id}/notes`, {
          as: admin,
          body: { body: ' ' },
        })
      ).status,
    ).toBe(400);
  });

  it('is for admins and crew owners: everyone else gets 403', async () => {
    const plain = await member();
    expect((await call('GET', '/api/moderation/reports', { as: plain })).status).toBe(403);
    expect((await call('GET', '/api/moderation/reports')).status).toBe(401);
    expect((await call('GET', '/api/moderation/summary', { as: plain })).json).toEqual({
      canModerate: false,
      openItems: 0,
    });
    const plan = await createPlan(t.database, { areaId: area.id });
    await report(await member(), 'plan', plan.id);
    expect((await act(plain, 'plan', plan.id, 'hide')).status).toBe(403);
    expect((await call('GET', '/api/moderation/reports?cursor=abc', { as: admin })).status).toBe(
      400,
    );
  });

  it('shows a crew owner only the messages of their crew’s events, to dismiss, hide or delete', async () => {
    const [owner, author, reporter] = [await member(), await member(), await member()];
    const { event, message } = await crewEventMessage(owner, author);
    const elsewhere = await createPlan(t.database, { areaId: area.id });
    await report(reporter, 'message', message.id, 'harassment');
    await report(reporter, 'plan', elsewhere.id);
    await report(reporter, 'event', event.id);

    const mine = await queue(owner);
    expect(mine.items.map((item) => item.id)).toEqual([message.id]);
    expect(mine.items[0]).toMatchObject({
      actions: ['dismiss', 'hide', 'delete'],
      subject: { threadTitle: event.title, text: 'You all ride like kooks' },
    });
    expect((await call('GET', '/api/moderation/summary', { as: owner })).json).toEqual({
      canModerate: true,
      openItems: 1,
    });
    const warn = await act(owner, 'message', message.id, 'warn');
    expect(warn.status).toBe(403);
    expect(warn.json.error.message).toBe(reportMessages.adminsOnly);
    expect((await act(owner, 'plan', elsewhere.id, 'dismiss')).status).toBe(403);
    expect((await act(owner, 'event', event.id, 'hide')).status).toBe(403);

    expect((await act(owner, 'message', message.id, 'hide')).status).toBe(200);
    const thread = await call('GET', `/api/events/${event.id}/messages`, { as: reporter });
    expect(ThreadResponse.parse(thread.json).messages.map((m) => m.id)).not.toContain(message.id);
    expect((await auditOf(message.id)).map((row) => row.action)).toEqual(['moderation.hide']);
  });

  it('lists handled items with their outcome', async () => {
    const plan = await createPlan(t.database, { areaId: area.id, title: 'Handled plan' });
    await report(await member(), 'plan', plan.id);
    expect((await act(admin, 'plan', plan.id, 'dismiss')).status).toBe(200);
    expect(await itemOf(admin, plan.id)).toBeUndefined();
    expect(await itemOf(admin, plan.id, '?status=handled')).toMatchObject({
      outcome: 'dismissed',
      count: 1,
      actions: [],
    });
    expect((await act(admin, 'plan', plan.id, 'hide')).status).toBe(409);
  });
});

describe('actions', () => {
  it('hide: the plan leaves its page and lists, the reporter and the creator are told', async () => {
    const [creator, reporter] = [await member(), await member()];
    const plan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      title: 'Hideable plan',
    });
    await report(reporter, 'plan', plan.id, 'harassment');
    const hidden = await act(admin, 'plan', plan.id, 'hide', 'Please keep it friendly.');
    expect(hidden.json).toEqual({ kind: 'plan', id: plan.id, outcome: 'hidden', handled: 1 });
    expect((await call('GET', `/api/plans/${plan.id}`, { as: reporter })).status).toBe(404);
    expect((await call('GET', '/api/search?q=Hideable')).text).not.toContain('Hideable plan');

    expect(await noticesOf(reporter, 'report_handled')).toEqual([
      {
        title: 'Thanks for your report about “Hideable plan”: we hid it.',
        body: 'Reporting helps keep Lineup safe.',
        link: '/notifications',
      },
    ]);
    expect(await noticesOf(creator, 'moderation')).toEqual([
      {
        title: 'Our moderators hid your plan “Hideable plan”',
        body: 'Please keep it friendly.',
        link: '/notifications',
      },
    ]);
    const [audit] = await auditOf(plan.id);
    expect(audit).toMatchObject({
      action: 'moderation.hide',
      actorId: admin.user.id,
      targetType: 'plan',
      targetName: 'Hideable plan',
    });
    expect(audit!.details).toMatchObject({ reports: 1, message: 'Please keep it friendly.' });
  });

  it('warn: the item stays, its author hears the moderator’s words', async () => {
    const [author, reporter] = [await member(), await member()];
    const event = await createEvent(t.database, { areaId: area.id });
    const posted = await call('POST', `/api/events/${event.id}/messages`, {
      as: author,
      body: { body: 'Borderline joke' },
    });
    const message = ThreadResponse.parse(posted.json).messages[0]!;
    await report(reporter, 'message', message.id);
    expect((await act(admin, 'message', message.id, 'warn', 'Be kind.')).status).toBe(200);
    const [row] = await t.database.db
      .select({ hiddenAt: messages.hiddenAt, deletedAt: messages.deletedAt })
      .from(messages)
      .where(eq(messages.id, message.id));
    expect(row).toEqual({ hiddenAt: null, deletedAt: null });
    expect((await noticesOf(author, 'moderation'))[0]).toMatchObject({
      title: 'A warning from our moderators about your message “Borderline joke”',
      body: 'Be kind.',
    });
    expect((await noticesOf(reporter, 'report_handled'))[0]!.title).toBe(
      `Thanks for your report about a message in ${event.title}: we warned the member who posted it.`,
    );
  });

  it('delete: the message loses its words; the plan is gone', async () => {
    const [author, reporter] = [await member(), await member()];
    const event = await createEvent(t.database, { areaId: area.id });
    const posted = await call('POST', `/api/events/${event.id}/messages`, {
      as: author,
      body: { body: 'Delete me' },
    });
    const message = ThreadResponse.parse(posted.json).messages[0]!;
    await report(reporter, 'message', message.id);
    expect((await act(admin, 'message', message.id, 'delete')).status).toBe(200);
    const [row] = await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.id, message.id));
    expect(row?.body).toBe('');

    const plan = await createPlan(t.database, { areaId: area.id });
    await report(reporter, 'plan', plan.id);
    expect((await act(admin, 'plan', plan.id, 'delete')).status).toBe(200);
    expect(
      await t.database.db.select().from(casualPlans).where(eq(casualPlans.id, plan.id)),
    ).toEqual([]);
    expect((await auditOf(plan.id)).map((entry) => entry.action).sort()).toEqual([
      'moderation.delete',
      'plan.delete',
    ]);
    // A member has nothing to delete.
    const target = await member();
    await report(reporter, 'member', target.user.id);
    expect((await act(admin, 'member', target.user.id, 'delete')).status).toBe(400);
  });

  it('ban: the member who posted it is banned and what they posted hidden', async () => {
    const [creator, reporter] = [await member(), await member()];
    const event = await createEvent(t.database, { areaId: area.id, creatorId: creator.user.id });
    await report(reporter, 'event', event.id, 'unsafe');
    expect((await act(admin, 'event', event.id, 'ban', 'Scam')).status).toBe(200);
    const [account] = await t.database.db
      .select({ banned: users.banned, banReason: users.banReason })
      .from(users)
      .where(eq(users.id, creator.user.id));
    expect(account).toEqual({ banned: true, banReason: 'Scam' });
    const [row] = await t.database.db
      .select({ status: events.status })
      .from(events)
      .where(eq(events.id, event.id));
    expect(row?.status).toBe('draft');
    expect((await auditOf(creator.user.id)).map((entry) => entry.action)).toEqual(['member.ban']);
    expect((await auditOf(event.id)).map((entry) => entry.action)).toEqual(['moderation.ban']);
  });

  it('a called-off event cannot be hidden, but its creator can still be banned', async () => {
    const [creator, reporter] = [await member(), await member()];
    const event = await createEvent(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      status: 'cancelled',
    });
    await report(reporter, 'event', event.id, 'unsafe');
    const hide = await act(admin, 'event', event.id, 'hide');
    expect(hide.status).toBe(409);
    expect(hide.json.error.message).toBe(reportMessages.cancelledEvent);
    expect((await act(admin, 'event', event.id, 'ban')).status).toBe(200);
    const [row] = await t.database.db
      .select({ status: events.status })
      .from(events)
      .where(eq(events.id, event.id));
    expect(row?.status).toBe('cancelled');
  });

  it('dismiss on a member leaves them be; an admin cannot ban themselves', async () => {
    const [target, reporter] = [await member(), await member()];
    await report(reporter, 'member', target.user.id);
    expect((await act(admin, 'member', target.user.id, 'dismiss')).status).toBe(200);
    expect((await noticesOf(reporter, 'report_handled'))[0]!.title).toMatch(
      /: we looked and left it up\.$/,
    );
    const otherAdmin = await signUpAdmin(t);
    await report(otherAdmin, 'member', admin.user.id);
    const self = await act(admin, 'member', admin.user.id, 'ban');
    expect(self.status).toBe(400);
  });
});

describe('a hidden event, everywhere at once', () => {
  let cached: TestApp;
  beforeAll(async () => {
    // The public cache on, as in production: hiding must reach what it kept.
    cached = await createTestApp({
      env: { PUBLIC_CACHE_SECONDS: '60', SESSION_CACHE_SECONDS: '30' },
    });
  });
  afterAll(async () => {
    await cached.close();
  });

  it('leaves its page, search, the area’s feeds and the sitemap', async () => {
    const call2 = api(cached);
    const place = await testArea(cached, { name: 'Cachecoast' });
    const creator = await signUpMember(cached);
    const event = await createEvent(cached.database, {
      areaId: place.id,
      creatorId: creator.user.id,
      title: 'Zebrafish paddle out',
    });
    const moderator = await signUpAdmin(cached);
    const reporter = await signUpMember(cached);
    const byPath = `/api/events/by-path/${event.countrySlug}/${event.citySlug}/${event.slug}`;
    const reads = [
      byPath,
      '/api/search?q=zebrafish',
      `/api/feeds/areas/${place.slug}/events.atom`,
      `/api/feeds/areas/${place.slug}/events.ics`,
      '/sitemap.xml',
    ];
    // Read once each, so the cache keeps them.
    for (const path of reads) {
      const response = await cached.app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(/Zebrafish paddle out|zebrafish-paddle-out/);
    }
    expect(
      (
        await call2('POST', '/api/reports', {
          as: reporter,
          body: { kind: 'event', id: event.id, reason: 'unsafe' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call2('POST', `/api/moderation/items/event/${event.id}/actions`, {
          as: moderator,
          body: { action: 'hide' },
        })
      ).status,
    ).toBe(200);

    expect((await cached.app.request(byPath)).status).toBe(404);
    for (const path of reads.slice(1)) {
      const text = await (await cached.app.request(path)).text();
      expect(text, path).not.toMatch(/Zebrafish paddle out|zebrafish-paddle-out/);
    }
    await cached.jobs.drain();
    const told = await cached.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.userId, reporter.user.id), eq(notifications.kind, 'report_handled')),
      );
    expect(told).toEqual([
      { title: 'Thanks for your report about “Zebrafish paddle out”: we hid it.' },
    ]);

    // Hidden, it is a draft: nobody else can see it, nor report it again.
    const second = await signUpMember(cached);
    expect(
      (
        await call2('POST', '/api/reports', {
          as: second,
          body: { kind: 'event', id: event.id, reason: 'spam' },
        })
      ).status,
    ).toBe(404);
  });

  it('signs a member banned from the queue out at once, whatever the session cache kept', async () => {
    const call2 = api(cached);
    const place = await testArea(cached, { name: 'Banport' });
    const creator = await signUpMember(cached);
    const plan = await createPlan(cached.database, {
      areaId: place.id,
      creatorId: creator.user.id,
    });
    const moderator = await signUpAdmin(cached);
    const reporter = await signUpMember(cached);
    await call2('POST', '/api/reports', {
      as: reporter,
      body: { kind: 'plan', id: plan.id, reason: 'spam' },
    });
    // Read once, so this process remembers whose the session is.
    expect((await call2('GET', '/api/notifications', { as: creator })).status).toBe(200);
    const banned = await call2('POST', `/api/moderation/items/plan/${plan.id}/actions`, {
      as: moderator,
      body: { action: 'ban' },
    });
    expect(banned.status).toBe(200);
    expect((await call2('GET', '/api/notifications', { as: creator })).status).toBe(401);
  });
});

describe('a photo in an event’s album', () => {
  it('is hidden by three reporters, and deleted by an admin, who tells them', async () => {
    const [owner, uploader, ana, rui, mia] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    const event = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      title: 'Beach clean-up',
      startDate: new Date(Date.now() - 3_600_000),
      endDate: new Date(Date.now() + 3_600_000),
    });
    const id = crypto.randomUUID();
    await t.database.db.insert(eventPhotos).values({
      id,
      eventId: event.id,
      uploaderId: uploader.user.id,
      smallUrl: `/uploads/photos/${id}/small.webp`,
      largeUrl: `/uploads/photos/${id}/large.webp`,
      width: 1600,
      height: 1200,
    });
    const album = async () =>
      ((await call('GET', `/api/events/${event.id}/photos`)).json as { photos: unknown[] }).photos;
    expect(await album()).toHaveLength(1);
    expect((await report(uploader, 'photo', id)).status).toBe(400);
    for (const who of [ana, rui, mia]) expect((await report(who, 'photo', id)).status).toBe(201);
    // Three members reported it: it leaves the album until a moderator looks.
    expect(await album()).toEqual([]);
    const item = await itemOf(admin, id);
    expect(item?.subject).toMatchObject({
      text: 'A photo in the album of Beach clean-up',
      threadTitle: 'Beach clean-up',
      hidden: true,
      author: { id: uploader.user.id },
    });

    expect((await act(admin, 'photo', id, 'delete')).status).toBe(200);
    expect(await t.database.db.select().from(eventPhotos).where(eq(eventPhotos.id, id))).toEqual(
      [],
    );
    expect(await noticesOf(ana, 'report_handled')).toHaveLength(1);
  });
});
