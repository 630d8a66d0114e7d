import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import { Agent } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { notificationPreferences, pushSubscriptions } from '@lineup/db/schema';
import webPush from 'web-push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from '../../testing/members';
import { api } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createJobWorker } from '../jobs';
import { createMailer } from '../mail';
import { notificationJobHandlers } from '../notifications';
import { createPushSender } from './push.service';

let t: TestApp;
let call: ReturnType<typeof api>;

/** A stand-in push service: records what it receives and answers with `status`. */
let pushService: Server;
let received: { url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
let status = 201;
let pushOrigin = '';
/** A certificate for 127.0.0.1 made for this test: push services speak https only. */
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
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
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
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
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
    await t.database.db.insert(pushSubscriptions).values({
      userId: member.user.id,
      endpoint: `${pushOrigin}/push/ben-phone`,
      keys: browserKeys(),
    });
    const sender = createPushSender({
      db: t.database.db,
      keys: webPush.generateVAPIDKeys(),
      subject: 'mailto:hello@lineup.example',
      logger: t.logger,
      agent: new Agent({ ca: tls.cert }),
    });
    received = [];
    status = 201;
    const message = { title: 'Sunset jam has a new time', body: 'Now 18:00.', url: '/events' };
    expect(await sender.send(member.user.id, message)).toBe(1);
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.url).toBe('/push/ben-phone');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push!.headers.ttl).toBe('86400');
    // Encrypted: the text is not in the body.
    expect(push!.body.includes('Sunset')).toBe(false);

    // The browser unsubscribed: the push service answers 410 and the subscription goes.
    status = 410;
    expect(await sender.send(member.user.id, message)).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, member.user.id)),
    ).toEqual([]);

    // A push service that is down: the sender says so (the delivery logs it).
    await t.database.db.insert(pushSubscriptions).values({
      userId: member.user.id,
      endpoint: `${pushOrigin}/push/ben-laptop`,
      keys: browserKeys(),
    });
    status = 503;
    await expect(sender.send(member.user.id, message)).rejects.toThrow();
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
    const mailer = createMailer({ database: t.database, env: t.env, logger: t.logger });
    const worker = createJobWorker({
      database: t.database,
      logger: t.logger,
      handlers: notificationJobHandlers({
        mailer,
        push: { send: async (userId, message) => (pushed.push({ userId, ...message }), 1) },
        origin: 'http://localhost:3000',
        unsubscribeKey: Buffer.alloc(32),
      }),
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
