import {
  PHOTO_MAX_BYTES,
  PHOTOS_PER_MEMBER_PER_EVENT,
  PhotoResponse,
  PhotosResponse,
  photoMessages,
} from '@lineup/contracts';
import { createEvent } from '@lineup/db/factories';
import {
  eventHosts,
  eventPhotos,
  eventRsvps,
  memberBlocks,
  rateLimits,
  type EventRow,
  type VenueAreaRow,
} from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, signUpAdmin, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hidePhoto, photoInContext, unhidePhoto } from './index';
import { PHOTO_UPLOAD_LIMIT } from './photos.routes';

let t: TestApp;
let call: ReturnType<typeof api>;
let area: VenueAreaRow;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  area = await testArea(t, { name: 'Peniche' });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const member = () => signUpMember(t);

/** An event its owner hosts, which started an hour ago (or starts in a day). */
async function hostedEvent(options: { started?: boolean } = {}) {
  const owner = await member();
  const startDate = new Date(Date.now() + (options.started === false ? 24 : -1) * HOUR);
  const event = await createEvent(t.database, {
    areaId: area.id,
    creatorId: owner.user.id,
    startDate,
    endDate: new Date(startDate.getTime() + 3 * HOUR),
  });
  return { owner, event };
}

async function going(
  event: EventRow,
  who: SignedUpMember,
  status: 'going' | 'interested' = 'going',
) {
  await t.database.db.insert(eventRsvps).values({ eventId: event.id, userId: who.user.id, status });
}

async function jpeg(width = 64, height = 48): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

function form(bytes: Uint8Array, name = 'beach.jpg', type = 'image/jpeg') {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return body;
}

const upload = async (event: EventRow, as: SignedUpMember, bytes?: Uint8Array) =>
  call('POST', `/api/events/${event.id}/photos`, { as, form: form(bytes ?? (await jpeg())) });

const album = (event: EventRow, as: SignedUpMember | null = null) =>
  call('GET', `/api/events/${event.id}/photos`, { as });

/** A stored file, fetched through the app as a browser would. */
async function fetched(url: string) {
  const response = await t.app.request(url);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

describe('adding photos', () => {
  it('waits for the event to start', async () => {
    const { owner, event } = await hostedEvent({ started: false });
    const guest = await member();
    await going(event, guest);
    for (const who of [guest, owner]) {
      const response = await upload(event, who);
      expect(response.status).toBe(403);
      expect(response.json.error.message).toBe(photoMessages.notStarted);
    }
    expect((await album(event, guest)).json.canAdd).toBe(false);
  });

  it('is for the people who were going and the hosts, not those who were only interested', async () => {
    const { owner, event } = await hostedEvent();
    const [guest, interested, stranger, cohost, checkedIn] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await going(event, guest);
    await going(event, interested, 'interested');
    await t.database.db
      .insert(eventHosts)
      .values({ eventId: event.id, userId: cohost.user.id, status: 'accepted' });
    // Checked in at the door, then changed their answer afterwards: they were there.
    await t.database.db.insert(eventRsvps).values({
      eventId: event.id,
      userId: checkedIn.user.id,
      status: 'interested',
      checkedInAt: new Date(),
    });

    for (const who of [interested, stranger]) {
      const refused = await upload(event, who);
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toBe(photoMessages.notGoing);
      expect((await album(event, who)).json.canAdd).toBe(false);
    }
    for (const who of [guest, owner, cohost, checkedIn]) {
      const added = await upload(event, who);
      expect(added.status).toBe(201);
      const { photo } = PhotoResponse.parse(added.json);
      expect(photo.uploader.id).toBe(who.user.id);
      expect(photo.canRemove).toBe(true);
      expect((await album(event, who)).json.canAdd).toBe(true);
    }
    const visitor = await call('POST', `/api/events/${event.id}/photos`, {
      form: form(await jpeg()),
    });
    expect(visitor.status).toBe(401);
  });

  it('refuses a cancelled event and a draft the member may not see', async () => {
    const { event } = await hostedEvent();
    const guest = await member();
    await going(event, guest);
    const cancelled = await createEvent(t.database, {
      areaId: area.id,
      status: 'cancelled',
      startDate: new Date(Date.now() - HOUR),
      endDate: new Date(Date.now() + HOUR),
    });
    await going(cancelled, guest);
    const refused = await upload(cancelled, guest);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(photoMessages.cancelled);

    const draft = await createEvent(t.database, {
      areaId: area.id,
      status: 'draft',
      startDate: new Date(Date.now() - HOUR),
    });
    expect((await upload(draft, guest)).status).toBe(404);
    expect((await album(draft, guest)).status).toBe(404);
  });

  it('keeps the photo whole in two WebP sizes, upright, without its EXIF or GPS position', async () => {
    const { event } = await hostedEvent();
    const guest = await member();
    await going(event, guest);
    const withGps = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PocketCam', Model: 'Beach 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '39/1 21/1 3/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '9/1 22/1 52/1',
        },
      })
      .toBuffer();
    // The test's own image does carry a GPS position (the GPS IFD pointer, tag 0x8825).
    const original = await sharp(withGps).metadata();
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const added = await upload(event, guest, withGps);
    expect(added.status).toBe(201);
    const { photo } = PhotoResponse.parse(added.json);
    expect(photo.width).toBe(1600);
    expect(photo.height).toBe(800);

    for (const [url, longest] of [
      [photo.urls.small, 480],
      [photo.urls.large, 1600],
    ] as const) {
      const file = await fetched(url);
      expect(file.status).toBe(200);
      const stored = await sharp(file.body).metadata();
      expect(stored.format).toBe('webp');
      expect(Math.max(stored.width, stored.height)).toBe(longest);
      expect(stored.exif).toBeUndefined();
      expect(file.body.includes(Buffer.from('PocketCam'))).toBe(false);
    }
  });

  it('never enlarges a small photo', async () => {
    const { event, owner } = await hostedEvent();
    const added = await upload(event, owner, await jpeg(300, 200));
    const { photo } = PhotoResponse.parse(added.json);
    expect([photo.width, photo.height]).toEqual([300, 200]);
  });

  it('refuses a file that is not an image, and one that is too large, with the usual messages', async () => {
    const { event, owner } = await hostedEvent();
    const text = await call('POST', `/api/events/${event.id}/photos`, {
      as: owner,
      form: form(new TextEncoder().encode('not a photo at all'), 'beach.jpg'),
    });
    expect(text.status).toBe(415);
    expect(text.json.error.message).toMatch(/not an image/);

    const huge = await upload(event, owner, new Uint8Array(PHOTO_MAX_BYTES + 1));
    expect(huge.status).toBe(413);
    expect(huge.json.error.message).toMatch(/too large/);

    const empty = await call('POST', `/api/events/${event.id}/photos`, {
      as: owner,
      form: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect((await album(event, owner)).json.photos).toEqual([]);
  });

  it('stops at the number of photos one member may add to an event', async () => {
    const { event } = await hostedEvent();
    const guest = await member();
    await going(event, guest);
    await t.database.db.insert(eventPhotos).values(
      Array.from({ length: PHOTOS_PER_MEMBER_PER_EVENT - 1 }, () => ({
        eventId: event.id,
        uploaderId: guest.user.id,
        smallUrl: '/uploads/photos/none/small.webp',
        largeUrl: '/uploads/photos/none/large.webp',
        width: 10,
        height: 10,
      })),
    );
    expect((await upload(event, guest)).status).toBe(201);
    const over = await upload(event, guest);
    expect(over.status).toBe(409);
    expect(over.json.error.message).toBe(photoMessages.tooMany);
  });

  it('limits how fast one member adds photos', async () => {
    const { event, owner } = await hostedEvent();
    await t.database.db.insert(rateLimits).values({
      key: `photos:${owner.user.id}`,
      count: PHOTO_UPLOAD_LIMIT.max,
      resetAt: new Date(Date.now() + HOUR),
    });
    const limited = await upload(event, owner);
    expect(limited.status).toBe(429);
    expect(limited.json.error.message).toBe(photoMessages.slowDown);
  });
});

describe('the album', () => {
  it('shows everyone newest first, page by page, with who may remove each', async () => {
    const { owner, event } = await hostedEvent();
    const guest = await member();
    await going(event, guest);
    const first = PhotoResponse.parse((await upload(event, guest)).json).photo;
    const second = PhotoResponse.parse((await upload(event, owner)).json).photo;

    const asVisitor = PhotosResponse.parse((await album(event)).json);
    expect(asVisitor.photos.map((photo) => photo.id)).toEqual([second.id, first.id]);
    expect(asVisitor.photos.every((photo) => !photo.canRemove)).toBe(true);
    expect(asVisitor.canAdd).toBe(false);

    const asGuest = PhotosResponse.parse((await album(event, guest)).json);
    expect(asGuest.photos.map((photo) => [photo.id, photo.canRemove])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    const asOwner = PhotosResponse.parse((await album(event, owner)).json);
    expect(asOwner.photos.every((photo) => photo.canRemove)).toBe(true);
  });

  it('pages with a cursor', async () => {
    const { event, owner } = await hostedEvent();
    const base = Date.now() - HOUR;
    await t.database.db.insert(eventPhotos).values(
      Array.from({ length: 45 }, (_, index) => ({
        eventId: event.id,
        uploaderId: owner.user.id,
        smallUrl: `/uploads/photos/p${index}/small.webp`,
        largeUrl: `/uploads/photos/p${index}/large.webp`,
        width: 10,
        height: 10,
        createdAt: new Date(base + index * 1000),
      })),
    );
    const page1 = PhotosResponse.parse((await album(event)).json);
    expect(page1.photos).toHaveLength(40);
    expect(page1.photos[0]?.urls.small).toBe('/uploads/photos/p44/small.webp');
    const next = await call(
      'GET',
      `/api/events/${event.id}/photos?before=${encodeURIComponent(page1.nextCursor!)}`,
    );
    const page2 = PhotosResponse.parse(next.json);
    expect(page2.photos.map((photo) => photo.urls.small)).toEqual(
      [4, 3, 2, 1, 0].map((index) => `/uploads/photos/p${index}/small.webp`),
    );
    expect(page2.nextCursor).toBeNull();
    expect((await call('GET', `/api/events/${event.id}/photos?before=nonsense`)).status).toBe(400);
  });

  it('hides photos between members who blocked each other, both ways', async () => {
    const { owner, event } = await hostedEvent();
    const [blocker, blocked, other] = [await member(), await member(), await member()];
    for (const who of [blocker, blocked, other]) await going(event, who);
    const byBlocked = PhotoResponse.parse((await upload(event, blocked)).json).photo;
    const byBlocker = PhotoResponse.parse((await upload(event, blocker)).json).photo;
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: blocker.user.id, blockedId: blocked.user.id });

    const ids = async (who: SignedUpMember | null) =>
      PhotosResponse.parse((await album(event, who)).json).photos.map((photo) => photo.id);
    expect(await ids(blocker)).toEqual([byBlocker.id]);
    expect(await ids(blocked)).toEqual([byBlocked.id]);
    expect(await ids(other)).toEqual([byBlocker.id, byBlocked.id]);
    expect(await ids(null)).toEqual([byBlocker.id, byBlocked.id]);
    expect(await ids(owner)).toEqual([byBlocker.id, byBlocked.id]);
    // Nor can one remove the other's photo through its id.
    expect((await call('DELETE', `/api/photos/${byBlocked.id}`, { as: blocker })).status).toBe(404);
  });

  it('keeps the whole album in view for a host who blocked a guest, who can take their photo down', async () => {
    const { owner, event } = await hostedEvent();
    const guest = await member();
    await going(event, guest);
    const byGuest = PhotoResponse.parse((await upload(event, guest)).json).photo;
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: owner.user.id, blockedId: guest.user.id });

    const shown = PhotosResponse.parse((await album(event, owner)).json);
    expect(shown.photos.map((photo) => [photo.id, photo.canRemove])).toEqual([[byGuest.id, true]]);
    expect((await call('DELETE', `/api/photos/${byGuest.id}`, { as: owner })).status).toBe(204);
    expect(PhotosResponse.parse((await album(event)).json).photos).toEqual([]);
  });

  it('leaves out hidden photos until they are shown again, and names each one in context', async () => {
    const { owner, event } = await hostedEvent();
    const photo = PhotoResponse.parse((await upload(event, owner)).json).photo;
    expect(await hidePhoto(t.database.db, photo.id)).toBe(true);
    expect((await album(event)).json.photos).toEqual([]);
    expect(await unhidePhoto(t.database.db, photo.id)).toBe(true);
    expect((await album(event)).json.photos).toHaveLength(1);
    expect(await photoInContext(t.database.db, photo.id)).toEqual({
      eventId: event.id,
      eventTitle: event.title,
      uploaderId: owner.user.id,
      url: photo.urls.large,
      eventPath: `/${event.countrySlug}/${event.citySlug}/events/${event.slug}`,
      hidden: false,
    });
    expect(await photoInContext(t.database.db, crypto.randomUUID())).toBeNull();
  });
});

describe('removing a photo', () => {
  it('is for its uploader, the hosts and admins; it takes the files with it', async () => {
    const { owner, event } = await hostedEvent();
    const [guest, other] = [await member(), await member()];
    await going(event, guest);
    await going(event, other);
    const mine = PhotoResponse.parse((await upload(event, guest)).json).photo;
    const forHost = PhotoResponse.parse((await upload(event, guest)).json).photo;
    const forAdmin = PhotoResponse.parse((await upload(event, guest)).json).photo;

    const refused = await call('DELETE', `/api/photos/${mine.id}`, { as: other });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(photoMessages.notYours);
    expect((await call('DELETE', `/api/photos/${mine.id}`)).status).toBe(401);

    expect((await call('DELETE', `/api/photos/${mine.id}`, { as: guest })).status).toBe(204);
    expect((await fetched(mine.urls.small)).status).toBe(404);
    expect((await fetched(mine.urls.large)).status).toBe(404);
    expect((await call('DELETE', `/api/photos/${mine.id}`, { as: guest })).status).toBe(404);

    expect((await call('DELETE', `/api/photos/${forHost.id}`, { as: owner })).status).toBe(204);
    const admin = await signUpAdmin(t);
    expect((await call('DELETE', `/api/photos/${forAdmin.id}`, { as: admin })).status).toBe(204);

    const left = await t.database.db
      .select()
      .from(eventPhotos)
      .where(eq(eventPhotos.eventId, event.id));
    expect(left).toEqual([]);
  });

  it('answers 404 for an unknown photo and 400 for an id that is not one', async () => {
    const someone = await member();
    const unknown = await call('DELETE', `/api/photos/${crypto.randomUUID()}`, { as: someone });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe(photoMessages.notFound);
    expect((await call('DELETE', '/api/photos/not-an-id', { as: someone })).status).toBe(400);
  });

  it('goes with its uploader’s account, files and all', async () => {
    const { event } = await hostedEvent();
    const guest = await member();
    await going(event, guest);
    const { photo } = PhotoResponse.parse((await upload(event, guest)).json);
    expect((await fetched(photo.urls.large)).status).toBe(200);

    const gone = await call('DELETE', '/api/account', {
      as: guest,
      body: { password: guest.password },
    });
    expect(gone.status).toBe(200);
    expect((await album(event)).json.photos).toEqual([]);
    expect((await fetched(photo.urls.small)).status).toBe(404);
    expect((await fetched(photo.urls.large)).status).toBe(404);
  });

  it('goes with its event, deleted by its owner or an admin, files and all', async () => {
    const admin = await signUpAdmin(t);
    for (const by of ['owner', 'admin'] as const) {
      const { owner, event } = await hostedEvent();
      const { photo } = PhotoResponse.parse((await upload(event, owner)).json);
      expect((await fetched(photo.urls.large)).status).toBe(200);
      const path = by === 'owner' ? `/api/events/${event.id}` : `/api/admin/events/${event.id}`;
      const gone = await call('DELETE', path, { as: by === 'owner' ? owner : admin });
      expect(gone.status, gone.text).toBe(204);
      expect((await fetched(photo.urls.small)).status).toBe(404);
      expect((await fetched(photo.urls.large)).status).toBe(404);
    }
  });
});
