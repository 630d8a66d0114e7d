import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Profile, PublicProfile } from '@lineup/contracts';
import { createEvent, createFriendship, createRsvp } from '@lineup/db/factories';
import { profiles } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf, signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lineup-profiles-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const getMe = (cookie?: string) =>
  t.app.request('/api/profiles/me', { headers: cookie ? { cookie } : {} });

const patchMe = (body: unknown, cookie?: string) =>
  t.app.request('/api/profiles/me', {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      origin: originOf(t),
      ...(cookie && { cookie }),
    },
    body: JSON.stringify(body),
  });

function upload(file: File | null, cookie?: string) {
  const form = new FormData();
  if (file) form.append('file', file);
  return t.app.request('/api/profiles/me/avatar', {
    method: 'POST',
    headers: { origin: originOf(t), ...(cookie && { cookie }) },
    body: form,
  });
}

const profileOf = async (response: Response) =>
  ((await response.json()) as { profile: Profile }).profile;

describe('GET /api/profiles/me', () => {
  it('returns the profile made at sign-up', async () => {
    const member = await signUpMember(t, { email: `lena.${process.pid}@example.test` });
    const response = await getMe(member.cookie);
    expect(response.status).toBe(200);
    expect(await profileOf(response)).toMatchObject({
      id: member.user.id,
      username: `lena.${process.pid}`,
      email: member.email,
      avatarUrl: null,
      tagline: null,
      rsvpVisibility: 'everyone',
    });
  });

  it('creates the profile when it is missing (docs/product.md §8)', async () => {
    const member = await signUpMember(t, { email: `gone.${process.pid}@example.test` });
    await t.database.db.delete(profiles).where(eq(profiles.id, member.user.id));
    const profile = await profileOf(await getMe(member.cookie));
    expect(profile.username).toBe(`gone.${process.pid}`);
    expect(profile.createdAt).not.toBeNull();
    const rows = await t.database.db.select().from(profiles).where(eq(profiles.id, member.user.id));
    expect(rows).toHaveLength(1);
  });

  it('asks visitors to sign in', async () => {
    const response = await getMe();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
  });
});

describe('PATCH /api/profiles/me', () => {
  let member: SignedUpMember;
  beforeAll(async () => {
    member = await signUpMember(t);
  });

  it('saves the fields sent and leaves the others', async () => {
    const first = await patchMe(
      {
        username: 'Reef_Walker',
        tagline: 'Dawn patrol, every day',
        location: 'Ericeira',
        locationCategory: 'local',
        status: 'In the water',
        statusDetails: 'Back by noon',
      },
      member.cookie,
    );
    expect(first.status).toBe(200);
    const second = await profileOf(await patchMe({ tagline: '  ' }, member.cookie));
    expect(second).toMatchObject({
      username: 'Reef_Walker',
      tagline: null,
      location: 'Ericeira',
      locationCategory: 'local',
      status: 'In the water',
      statusDetails: 'Back by noon',
    });
    expect((await profileOf(await getMe(member.cookie))).location).toBe('Ericeira');
  });

  it('refuses a username another member has, in any case', async () => {
    const other = await signUpMember(t);
    await patchMe({ username: 'point_break' }, other.cookie);
    const response = await patchMe({ username: 'POINT_BREAK' }, member.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: 'conflict', message: 'That username is already taken.' },
    });
    // Changing the case of one's own name is fine.
    const own = await patchMe({ username: 'Point_Break' }, other.cookie);
    expect(own.status).toBe(200);
  });

  it('checks usernames and lengths', async () => {
    for (const username of ['ab', 'x'.repeat(31), 'surf dude', 'caf\u00e9', 'a/b']) {
      const response = await patchMe({ username }, member.cookie);
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        error: { code: string; details: { issues: { path: string }[] } };
      };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details.issues[0]?.path).toBe('username');
    }
    const long = await patchMe({ tagline: 't'.repeat(161) }, member.cookie);
    expect(long.status).toBe(400);
  });

  it('answers a visitor with "No user is currently signed in."', async () => {
    const response = await patchMe({ tagline: 'hello' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'No user is currently signed in.' },
    });
  });
});

describe('POST /api/profiles/me/avatar', () => {
  let member: SignedUpMember;
  beforeAll(async () => {
    member = await signUpMember(t);
  });

  const png = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } })
      .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Hidden Name' } })
      .png()
      .toBuffer();

  const storedFiles = async () =>
    (await readdir(path.join(dataDir, 'uploads'), { recursive: true })).filter((name) =>
      name.endsWith('.webp'),
    );

  it('stores a PNG as square WebPs without its metadata and serves them', async () => {
    const response = await upload(
      new File([new Uint8Array(await png())], 'me.png', { type: 'image/png' }),
      member.cookie,
    );
    expect(response.status).toBe(200);
    const profile = await profileOf(response);
    expect(profile.avatarUrl).toHaveLength(1);
    const url = profile.avatarUrl![0]!;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\/256\.webp$/);

    for (const size of [96, 256, 512]) {
      const file = await t.app.request(url.replace('/256.webp', `/${size}.webp`));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await file.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: size, height: size });
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes('Secret Camera Owner')).toBe(false);
    }
    expect((await profileOf(await getMe(member.cookie))).avatarUrl).toEqual([url]);
  });

  it('replaces the previous avatar and removes its files', async () => {
    const before = await storedFiles();
    const response = await upload(
      new File([new Uint8Array(await png())], 'again.png', { type: 'image/png' }),
      member.cookie,
    );
    expect(response.status).toBe(200);
    const after = await storedFiles();
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
  });

  it('refuses a text file named .png', async () => {
    const response = await upload(
      new File(['definitely not a picture'], 'cat.png', { type: 'image/png' }),
      member.cookie,
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { code: 'unsupported_media_type', message: expect.stringContaining('not an image') },
    });
  });

  it('refuses an SVG, which could carry script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
    const response = await upload(
      new File([svg], 'logo.svg', { type: 'image/svg+xml' }),
      member.cookie,
    );
    expect(response.status).toBe(415);
  });

  it('refuses a file over 5 MB with a clear message', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    const response = await upload(
      new File([big], 'huge.png', { type: 'image/png' }),
      member.cookie,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'That image is too large. Please choose one under 5 MB.',
      },
    });
  });

  it('asks for a file, and for a member', async () => {
    expect((await upload(null, member.cookie)).status).toBe(400);
    const visitor = await upload(
      new File([new Uint8Array(await png())], 'me.png', { type: 'image/png' }),
    );
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({
      error: { message: 'No user is currently signed in.' },
    });
  });

  it('answers 404 for an upload that does not exist and for paths outside the folder', async () => {
    expect((await t.app.request('/uploads/avatars/none/256.webp')).status).toBe(404);
    expect((await t.app.request('/uploads/..%2F..%2Fauth-secret')).status).toBe(404);
  });
});

describe('GET /api/users/:userId', () => {
  const publicProfile = async (userId: string, cookie?: string) => {
    const response = await t.app.request(`/api/users/${userId}`, {
      headers: cookie ? { cookie } : {},
    });
    return {
      status: response.status,
      profile: ((await response.json()) as { profile: PublicProfile }).profile,
    };
  };

  it('shows who the member is, what they go to and what they created', async () => {
    const member = await signUpMember(t, { email: `host.${process.pid}@example.test` });
    await patchMe({ tagline: 'Longboards and coffee', status: 'Around' }, member.cookie);
    const created = await createEvent(t.database, {
      creatorId: member.user.id,
      title: 'Beach clean-up',
    });
    await createEvent(t.database, { creatorId: member.user.id, status: 'draft' });
    await createEvent(t.database, {
      creatorId: member.user.id,
      startDate: new Date(Date.now() - 3 * 86_400_000),
      endDate: new Date(Date.now() - 2 * 86_400_000),
    });
    const going = await createEvent(t.database, { title: 'Sunset jam' });
    await createRsvp(t.database, { eventId: going.id, userId: member.user.id, status: 'going' });

    const { status, profile } = await publicProfile(member.user.id);
    expect(status).toBe(200);
    expect(profile).toMatchObject({
      id: member.user.id,
      username: `host.${process.pid}`,
      tagline: 'Longboards and coffee',
      status: 'Around',
    });
    expect(profile).not.toHaveProperty('email');
    expect(profile.created.map((event) => event.id)).toEqual([created.id]);
    expect(profile.created[0]?.path).toBe(
      `/${created.countrySlug}/${created.citySlug}/events/${created.slug}`,
    );
    expect(profile.going?.map((event) => [event.title, event.rsvpStatus])).toEqual([
      ['Sunset jam', 'going'],
    ]);
  });

  it("hides RSVPs as the member's privacy setting says", async () => {
    const member = await signUpMember(t);
    const friend = await signUpMember(t);
    const stranger = await signUpMember(t);
    await createFriendship(t.database, {
      requesterId: member.user.id,
      addresseeId: friend.user.id,
      status: 'accepted',
    });
    await createRsvp(t.database, { userId: member.user.id, status: 'interested' });

    const setVisibility = (rsvpVisibility: string) =>
      t.app.request('/api/account/privacy', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: member.cookie },
        body: JSON.stringify({ rsvpVisibility }),
      });

    const seenBy = async (cookie?: string) =>
      (await publicProfile(member.user.id, cookie)).profile.going?.length ?? null;

    expect(await seenBy()).toBe(1);
    await setVisibility('friends');
    expect(await seenBy()).toBeNull();
    expect(await seenBy(stranger.cookie)).toBeNull();
    expect(await seenBy(friend.cookie)).toBe(1);
    expect(await seenBy(member.cookie)).toBe(1);
    await setVisibility('nobody');
    expect(await seenBy(friend.cookie)).toBeNull();
    expect(await seenBy(member.cookie)).toBe(1);
  });

  it('answers 404 for an unknown member', async () => {
    const response = await t.app.request('/api/users/no-such-member');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
