import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unsafeTextMessage, type ErrorResponse } from '@lineup/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf, signUpMember, type SignedUpMember } from '../testing/members';
import { createTestApp, type TestApp } from '../testing/test-app';
import { API_BODY_MAX_BYTES, UNREADABLE_FORM } from './input-guards';

let t: TestApp;
let member: SignedUpMember;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'lineup-guards-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Lineup</title>');
  t = await createTestApp({ webDist });
  member = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const send = (url: string, init: RequestInit & { json?: string } = {}) => {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('origin', originOf(t));
  headers.set('cookie', member.cookie);
  if (json !== undefined) headers.set('content-type', 'application/json');
  return t.app.request(url, { ...rest, headers, body: json ?? rest.body });
};

const errorOf = async (response: Response) => ((await response.json()) as ErrorResponse).error;

const refusal = (target: string, issuePath: string) => ({
  code: 'validation_failed',
  message: 'Some of the values sent are not valid.',
  details: { target, issues: [{ path: issuePath, message: unsafeTextMessage }] },
});

describe('NUL and lone surrogates', () => {
  it('are refused in a JSON body, with the field that holds them', async () => {
    // Raw JSON: `\u0000` and `\ud83c` are escapes that JSON.parse turns into the bad characters.
    const nul = await send('/api/profiles/me', {
      method: 'PATCH',
      json: '{"bio":"surf\\u0000","location":"Peniche"}',
    });
    expect(nul.status).toBe(400);
    expect(await errorOf(nul)).toEqual(refusal('json', 'bio'));

    const surrogate = await send('/api/plans', {
      method: 'POST',
      json: '{"title":"Dawn patrol \\ud83c","details":{"tags":["ok","\\udf0a"]}}',
    });
    expect(surrogate.status).toBe(400);
    expect(await errorOf(surrogate)).toEqual(refusal('json', 'title'));

    const key = await send('/api/friends/requests', {
      method: 'POST',
      json: '{"user\\u0000Id":"x"}',
    });
    expect(await errorOf(key)).toEqual(refusal('json', ''));
  });

  it('are refused in the query string and the path', async () => {
    const query = await send('/api/search?q=surf%00&limit=5');
    expect(query.status).toBe(400);
    expect(await errorOf(query)).toEqual(refusal('query', 'q'));

    for (const url of [
      '/api/users/%00',
      '/api/users/a%00%zz',
      '/api/events/by-path/portugal/ericeira/a%00b',
      '/api/places/portugal%00',
      '/api/admin/members?q=%00',
      '/api/friends/search?q=a%00',
      '/api/venues?q=%00',
    ]) {
      const response = await send(url);
      expect(response.status, url).toBe(400);
      expect((await errorOf(response)).code, url).toBe('validation_failed');
    }
  });

  it('are refused on the auth routes, in JSON and in forms', async () => {
    const json = await send('/api/auth/sign-up/email', {
      method: 'POST',
      json: JSON.stringify({
        email: 'nul@example.test',
        password: 'a\u0000very-long-pass',
        name: '',
      }),
    });
    expect(json.status).toBe(400);
    expect(await errorOf(json)).toEqual(refusal('json', 'password'));

    const form = await send('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=nul%00%40example.test&password=whatever-it-is',
    });
    expect(form.status).toBe(400);
    expect(await errorOf(form)).toEqual(refusal('form', 'email'));
  });

  it('give a page address 404 before its data is looked up, and never a 500', async () => {
    for (const url of ['/portugal/ericeira/events/a%00b', '/portugal%00', '/uploads/a%00b.webp']) {
      expect((await t.app.request(url)).status, url).toBe(404);
    }
    expect((await t.app.request('/portugal?x=%00')).status).toBe(400);
  });

  it('let ordinary text through, emoji and accents included', async () => {
    const response = await send('/api/profiles/me', {
      method: 'PATCH',
      json: JSON.stringify({ bio: 'Café 🌊 at dawn' }),
    });
    expect(response.status).toBe(200);
  });
});

describe('multipart bodies whose parts cannot be read', () => {
  const bogus = (url: string) =>
    send(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=nothing-like-the-body' },
      body: '--another-boundary\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n',
    });

  it('are a 400 on the uploads and on any other route', async () => {
    for (const url of ['/api/profiles/me/avatar', '/api/event-images', '/api/auth/sign-in/email']) {
      const response = await bogus(url);
      expect(response.status, url).toBe(400);
      expect(await errorOf(response), url).toEqual({
        code: 'bad_request',
        message: UNREADABLE_FORM,
      });
    }
  });
});

describe('the API body limit', () => {
  const tooLarge = { code: 'payload_too_large', message: 'The request is too large.' };

  it('refuses a declared Content-Length above 1 MB without reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await send('/api/plans', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(API_BODY_MAX_BYTES + 1),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual(tooLarge);
    // A stream starts by filling its queue once; nothing beyond that was read.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops a chunked body at the first byte above 1 MB', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 100 MB if nobody stopped reading.
        if (sent >= 100 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await send('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual(tooLarge);
    expect(sent).toBeLessThan(API_BODY_MAX_BYTES + 4 * chunk.length);
  });

  it('leaves the uploads their own, larger limit', async () => {
    // 2 MB that is not an image: past the API limit, refused for what it is.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(2 * 1024 * 1024)], 'big.png'));
    const response = await send('/api/profiles/me/avatar', { method: 'POST', body: form });
    expect(response.status).toBe(415);
  });
});
