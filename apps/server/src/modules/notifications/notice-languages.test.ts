import { notifications, outboxMessages } from '@lineup/db/schema';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, createEventAs, eventInput, localIn, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Notices in each recipient's language (docs/product.md §18): written when the notice is made,
// for everyone it reaches at once, in the app, by mail and by push.

let t: TestApp;
let call: ReturnType<typeof api>;
let host: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  host = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

const member = (locale: string) =>
  signUpMember(t, { headers: { cookie: `lineup_locale=${locale}` } });

const noticeOf = async (someone: SignedUpMember) => {
  const [notice] = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, someone.user.id));
  return notice!;
};

const mailsTo = (someone: SignedUpMember) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, someone.email), isNotNull(outboxMessages.headers)))
    .orderBy(asc(outboxMessages.createdAt));

async function movedEvent(guests: SignedUpMember[]) {
  const area = await testArea(t, { timeZone: 'Europe/Lisbon' });
  const event = await createEventAs(
    t,
    host,
    eventInput(area, {
      title: 'Dawn patrol',
      startLocal: localIn(10, '17:00'),
      endLocal: localIn(10, '19:00'),
      specificVenue: 'Supertubos',
    }),
  );
  for (const guest of guests) {
    expect(
      (await call('PUT', `/api/events/${event.id}/rsvp`, { as: guest, body: { status: 'going' } }))
        .status,
    ).toBe(200);
  }
  await t.jobs.drain();
  const moved = await call('PATCH', `/api/events/${event.id}`, {
    as: host,
    body: { startLocal: localIn(10, '18:00'), endLocal: localIn(10, '20:00') },
  });
  expect(moved.status).toBe(200);
  await t.jobs.drain();
  return event;
}

describe('a notice for members who read different languages', () => {
  it('is written for each in their own, in one go', async () => {
    const tamil = await member('ta');
    const english = await signUpMember(t);
    await movedEvent([tamil, english]);

    expect(await noticeOf(tamil)).toMatchObject({
      title: 'Dawn patrol: புதிய நேரம்',
      body: 'இனி 17:00 அல்ல, 18:00 மணிக்கு. இடம்: Supertubos.',
    });
    expect(await noticeOf(english)).toMatchObject({
      title: 'Dawn patrol has a new time',
      body: 'Now 18:00 instead of 17:00, at Supertubos.',
    });
  });

  it('is mailed in the recipient’s language, footer and all', async () => {
    const dutch = await member('nl');
    await movedEvent([dutch]);

    const [mail] = await mailsTo(dutch);
    expect(mail!.subject).toBe('Dawn patrol heeft een nieuwe tijd');
    expect(mail!.html).toContain('<html lang="nl">');
    expect(mail!.html).toContain('Openen in Lineup');
    expect(mail!.text).toContain('Nu om 18:00 in plaats van 17:00, bij Supertubos.');
    expect(mail!.text).toContain('Geen e-mails meer over Wijzigingen in evenementen:');
    expect(mail!.text).toContain('Kiezen welke e-mails je krijgt:');
  });

  it('follows a language chosen after it was announced but before it was written', async () => {
    const later = await signUpMember(t);
    const area = await testArea(t, { timeZone: 'Europe/Lisbon' });
    const event = await createEventAs(
      t,
      host,
      eventInput(area, {
        title: 'Sunset jam',
        startLocal: localIn(12, '17:00'),
        endLocal: localIn(12, '19:00'),
      }),
    );
    await call('PUT', `/api/events/${event.id}/rsvp`, { as: later, body: { status: 'going' } });
    await t.jobs.drain();
    await call('PATCH', `/api/events/${event.id}`, {
      as: host,
      body: { startLocal: localIn(12, '18:00'), endLocal: localIn(12, '20:00') },
    });
    await t.app.request('/language/pt-PT', { headers: { cookie: later.cookie } });
    await t.jobs.drain();
    expect((await noticeOf(later)).title).toBe('Sunset jam tem uma nova hora');
  });
});
