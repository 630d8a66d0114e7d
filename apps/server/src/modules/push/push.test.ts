import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import { Agent } from 'node:https';
import { connect as tlsConnect, type ConnectionOptions as TlsConnectionOptions } from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { notificationPreferences, pushSubscriptions, sessions } from '@lineup/db/schema';
import webPush from 'web-push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, originOf, signUpMember, type SignedUpMember } from '../../testing/members';
import { api, signUpAdmin } from '../../testing/participation';
import { PARSER_DIFFERENCES } from '../../testing/push-endpoints';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createJobWorker } from '../jobs';
import { createMailer } from '../mail';
import { notificationJobs, type PushSender } from '../notifications';
import { createPushSender } from './push.service';

let t: TestApp;
let call: ReturnType<typeof api>;

/** A stand-in push service: records what it receives and answers with `status`. */
let pushService: Server;
let received: { host: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] =
  [];
let status = 201;
let pushPort = 0;
/** A certificate for FCM's host made for this test: push services speak https only. */
const tls = selfSignedCertificate();

function selfSignedCertificate() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lineup-push-tls-'));
  const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=fcm.googleapis.com',
      '-addext',
      'subjectAltName=DNS:fcm.googleapis.com',
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(folder, { recursive: true, force: true });
  return pair;
}

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  pushService = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        host: request.headers.host ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushPort = (pushService.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  await t.close();
});

/** Keys as a browser makes them (P-256 public key, 16 bytes of auth secret). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const fcm = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;

/**
 * Connections the sender opens all reach the stand-in push service, whatever host web-push
 * asked for (as if DNS sent every name there), with its certificate trusted: what arrives
 * there is what the server would have sent out.
 */
function standInAgent(): Agent {
  const agent = new Agent({ ca: tls.cert });
  agent.createConnection = (options: TlsConnectionOptions) =>
    tlsConnect({ ...options, host: '127.0.0.1', port: pushPort });
  return agent;
}

const standInSender = () =>
  createPushSender({
    db: t.database.db,
    keys: webPush.generateVAPIDKeys(),
    subject: 'mailto:hello@lineup.example',
    logger: t.logger,
    agent: standInAgent(),
  });

describe('push subscriptions', () => {
  it('gives the public key to anyone', async () => {
    const response = await call('GET', '/api/push/public-key');
    expect(response.status).toBe(200);
    expect(response.json.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('keeps a browser for the member, moves it when someone else signs in on it, forgets it', async () => {
    const [ana, ben] = [await signUpMember(t), await signUpMember(t)];
    const subscription = { endpoint: fcm('device-1'), expirationTime: null, keys: browserKeys() };
    expect((await call('POST', '/api/push/subscriptions', { body: subscription })).status).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/push/subscriptions', { as: ana, body: subscription })).status,
    ).toBe(204);
    expect(
      (await call('POST', '/api/push/subscriptions', { as: ben, body: subscription })).status,
    ).toBe(204);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([ben.user.id]);

    // Only the browser's member can forget it.
    await call('DELETE', '/api/push/subscriptions', {
      as: ana,
      body: { endpoint: subscription.endpoint },
    });
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint)),
    ).toHaveLength(1);
    await call('DELETE', '/api/push/subscriptions', {
      as: ben,
      body: { endpoint: subscription.endpoint },
    });
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint)),
    ).toEqual([]);
  });

  it('refuses endpoints that are not a push service, so the server posts nowhere else', async () => {
    const member = await signUpMember(t);
    for (const endpoint of [
      'http://127.0.0.1:5432/',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
      'not a url',
      ...PARSER_DIFFERENCES,
    ]) {
      const response = await call('POST', '/api/push/subscriptions', {
        as: member,
        body: { endpoint, keys: browserKeys() },
      });
      expect(response.status).toBe(400);
      expect(response.text).toContain('This browser’s push service is not one Lineup can send to.');
    }
    const badKey = await call('POST', '/api/push/subscriptions', {
      as: member,
      body: { endpoint: fcm('x'), keys: { p256dh: '<script>', auth: 'x' } },
    });
    expect(badKey.status).toBe(400);
  });

  it('keeps the ten newest browsers of a member', async () => {
    const member = await signUpMember(t);
    for (let n = 0; n < 12; n++) {
      await call('POST', '/api/push/subscriptions', {
        as: member,
        body: { endpoint: fcm(`many-${n}`), keys: browserKeys() },
      });
    }
    const rows = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.user.id));
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.endpoint)).not.toContain(fcm('many-0'));
  });
});

describe('sending', () => {
  it('pushes a member’s notification, encrypted and signed, and forgets browsers that left', async () => {
    const member = await signUpMember(t);
    await subscribe(member, fcm('ben-phone'));
    const sender = standInSender();
    received = [];
    status = 201;
    const message = { title: 'Sunset jam has a new time', body: 'Now 18:00.', url: '/events' };
    expect(await sender.send(member.user.id, message)).toBe(1);
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.host).toBe('fcm.googleapis.com');
    expect(push!.url).toBe('/fcm/send/ben-phone');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push!.headers.ttl).toBe('86400');
    // Encrypted: the text is not in the body.
    expect(push!.body.includes('Sunset')).toBe(false);

    // The browser unsubscribed: the push service answers 410 and the subscription goes.
    status = 410;
    expect(await sender.send(member.user.id, message)).toBe(0);
    expect(await endpointsOf(member)).toEqual([]);

    // A push service that is down: the sender says so (the delivery logs it).
    await subscribe(member, fcm('ben-laptop'));
    status = 503;
    await expect(sender.send(member.user.id, message)).rejects.toThrow();
  });

  it('hands web-push the endpoint as the server read it, and drops one kept under a looser rule', async () => {
    const member = await signUpMember(t);
    // Stored as read: the host lower-cased, so both parsers see fcm.googleapis.com.
    await subscribe(member, 'https://FCM.GoogleAPIs.com/fcm/send/mixed-case');
    expect(await endpointsOf(member)).toEqual(['https://fcm.googleapis.com/fcm/send/mixed-case']);
    // A row written before the endpoint rules were strict: the sender must not connect to it.
    await t.database.db
      .update(pushSubscriptions)
      .set({ endpoint: "https://127.0.0.77'.fcm.googleapis.com/x" })
      .where(eq(pushSubscriptions.userId, member.user.id));
    received = [];
    status = 201;
    expect(await standInSender().send(member.user.id, { title: 'Hi', body: '', url: '/' })).toBe(0);
    expect(received).toEqual([]);
    expect(await endpointsOf(member)).toEqual([]);
  });

  it('is what a delivery uses for the kinds a member wants pushed', async () => {
    const [ana, ben, cleo] = [await signUpMember(t), await signUpMember(t), await signUpMember(t)];
    await t.database.db.insert(notificationPreferences).values({
      userId: cleo.user.id,
      kind: 'friend_request',
      inApp: true,
      email: true,
      push: false,
    });
    const pushed: { userId: string; title: string; url: string }[] = [];
    const worker = deliveryWorker({
      send: async (userId, message) => (pushed.push({ userId, ...message }), 1),
    });
    for (const to of [ben, cleo]) {
      await call('POST', '/api/friends/requests', { as: ana, body: { userId: to.user.id } });
    }
    await worker.drain();
    expect(pushed).toEqual([
      expect.objectContaining({
        userId: ben.user.id,
        title: expect.stringMatching(/ wants to be friends$/),
        url: '/friends',
      }),
    ]);
  });
});

describe('a subscription lasts as long as the session that made it', () => {
  /**
   * A member signed in on two browsers, each subscribed under its own session; `end` ends the
   * first browser's session some way. A friend request then reaches only the second browser.
   */
  async function afterEnding(end: (member: SignedUpMember, other: string) => Promise<void>) {
    const member = await signUpMember(t);
    const laptop = await signIn(member);
    await subscribe(member, fcm(`phone-of-${member.user.id}`));
    await subscribe({ cookie: laptop }, fcm(`laptop-of-${member.user.id}`));
    await end(member, laptop);
    const friend = await signUpMember(t);
    received = [];
    status = 201;
    expect(
      (
        await call('POST', '/api/friends/requests', {
          as: friend,
          body: { userId: member.user.id },
        })
      ).status,
    ).toBe(201);
    await deliveryWorker(standInSender()).drain();
    return received.map((push) => push.url);
  }

  it('reaches both browsers while both sessions last', async () => {
    const urls = await afterEnding(async () => {});
    expect(urls).toHaveLength(2);
  });

  it('stops at sign-out through the API', async () => {
    const urls = await afterEnding(async (member) => {
      const out = await call('POST', '/api/auth/sign-out', { as: member, body: {} });
      expect(out.status).toBe(200);
    });
    expect(urls).toEqual([expect.stringMatching(/^\/fcm\/send\/laptop-of-/)]);
  });

  it('stops when another session signs the others out', async () => {
    const urls = await afterEnding(async (member, laptop) => {
      const revoked = await call('POST', '/api/account/sessions/revoke-others', {
        as: { ...member, cookie: laptop },
      });
      expect(revoked.status).toBe(200);
      expect((await call('GET', '/api/profiles/me', { as: member })).status).toBe(401);
    });
    expect(urls).toEqual([expect.stringMatching(/^\/fcm\/send\/laptop-of-/)]);
  });

  it('stops when that one session is signed out from the session list', async () => {
    const urls = await afterEnding(async (member, laptop) => {
      const list = await call('GET', '/api/account/sessions', {
        as: { ...member, cookie: laptop },
      });
      const phone = (list.json.sessions as { id: string; current: boolean }[]).find(
        (session) => !session.current,
      );
      const ended = await call('DELETE', `/api/account/sessions/${phone!.id}`, {
        as: { ...member, cookie: laptop },
      });
      expect(ended.status).toBe(204);
    });
    expect(urls).toEqual([expect.stringMatching(/^\/fcm\/send\/laptop-of-/)]);
  });

  it('stops when a password change signs every session out', async () => {
    const urls = await afterEnding(async (member) => {
      const changed = await call('POST', '/api/auth/change-password', {
        as: member,
        body: {
          currentPassword: member.password,
          newPassword: `${member.password}-changed`,
          revokeOtherSessions: true,
        },
      });
      expect(changed.status).toBe(200);
    });
    // Better Auth ends every session and opens a new one for the browser that asked.
    expect(urls).toEqual([]);
  });

  it('stops when the session has expired, even before anyone reads it again', async () => {
    let expiredOwner = '';
    const urls = await afterEnding(async (member) => {
      expiredOwner = member.user.id;
      const [phone] = await t.database.db
        .select({ sessionId: pushSubscriptions.sessionId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, fcm(`phone-of-${member.user.id}`)));
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, phone!.sessionId));
    });
    expect(urls).toEqual([expect.stringMatching(/^\/fcm\/send\/laptop-of-/)]);
    // And the expired session's subscription is gone, not only skipped.
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, fcm(`phone-of-${expiredOwner}`))),
    ).toEqual([]);
  });

  it('stops for good when the member was banned, even once the ban is lifted', async () => {
    const admin = await signUpAdmin(t);
    const urls = await afterEnding(async (member) => {
      const path = `/api/admin/members/${member.user.id}`;
      expect((await call('POST', `${path}/ban`, { as: admin, body: {} })).status).toBe(200);
      expect((await call('POST', `${path}/unban`, { as: admin })).status).toBe(200);
      await signIn(member);
    });
    expect(urls).toEqual([]);
  });

  it('ends with the account', async () => {
    const member = await signUpMember(t);
    await subscribe(member, fcm(`deleted-${member.user.id}`));
    const deleted = await call('DELETE', '/api/account', {
      as: member,
      body: { password: member.password },
    });
    expect(deleted.status).toBe(200);
    expect(await endpointsOf(member)).toEqual([]);
  });
});

async function subscribe(who: { cookie: string }, endpoint: string) {
  const response = await call('POST', '/api/push/subscriptions', {
    as: who as SignedUpMember,
    body: { endpoint, expirationTime: null, keys: browserKeys() },
  });
  expect(response.status).toBe(204);
}

async function endpointsOf(member: SignedUpMember) {
  const rows = await t.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, member.user.id));
  return rows.map((row) => row.endpoint);
}

/** A second browser: the member signs in again, with a session of its own. */
async function signIn(member: SignedUpMember): Promise<string> {
  const response = await t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: originOf(t) },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  expect(response.status).toBe(200);
  return cookieHeader(response);
}

/** The notification jobs as a server process runs them, with this push sender. */
function deliveryWorker(push: PushSender) {
  return createJobWorker({
    database: t.database,
    logger: t.logger,
    jobs: notificationJobs,
    needs: {
      mailer: createMailer({ database: t.database, env: t.env, logger: t.logger }),
      push,
      origin: 'http://localhost:3000',
      unsubscribeKey: Buffer.alloc(32),
    },
  });
}
