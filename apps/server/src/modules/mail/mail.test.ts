import { outboxMessages as outboxTable } from '@lineup/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK, remote } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { linksIn, magicLinkMail, resetPasswordMail, verificationMail } from './mail-templates';
import { createMailer } from './mail.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the outbox', () => {
  it('stores and logs mails when SMTP is not configured, and says so at start-up', async () => {
    expect(
      t.logs.some((line) => line.msg.includes('mail is kept in the outbox at /dev/outbox')),
    ).toBe(true);
    const mailer = createMailer({ database: t.database, env: t.env, logger: t.logger });
    await mailer.send({
      to: 'ana@example.test',
      ...magicLinkMail('http://localhost:3000/x?token=1'),
    });
    const rows = await t.database.db.select().from(outboxTable);
    expect(rows).toEqual([
      expect.objectContaining({ to: 'ana@example.test', subject: 'Your Lineup sign-in link' }),
    ]);
    const logged = t.logs.find((line) => line.msg === 'mail stored in the outbox');
    expect(logged).toMatchObject({ to: 'ana@example.test', subject: 'Your Lineup sign-in link' });
  });

  it('lists mails newest first with their links clickable and the content escaped', async () => {
    const mailer = createMailer({ database: t.database, env: t.env, logger: t.logger });
    await mailer.send({
      to: '<script>alert(1)</script>@example.test',
      subject: 'Older <b>mail</b>',
      html: '<p>x</p>',
      text: 'Go to http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fprofile now',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({
      to: 'newest@example.test',
      ...verificationMail('http://localhost:3000/v'),
    });

    const page = await t.app.request('/dev/outbox', {}, LOOPBACK);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html.indexOf('newest@example.test')).toBeLessThan(html.indexOf('Older'));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Older &lt;b&gt;mail&lt;/b&gt;');
    expect(html).toContain(
      '<a href="http://localhost:3000/api/auth/verify-email?token=abc&amp;callbackURL=%2Fprofile">',
    );

    // Its look comes from a style sheet file, which the Content Security Policy allows.
    expect(html).not.toContain('<style');
    expect(html).toContain('<link rel="stylesheet" href="/dev/outbox.css">');
    const css = await t.app.request('/dev/outbox.css', {}, LOOPBACK);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');

    const json = await t.app.request('/dev/outbox.json', {}, LOOPBACK);
    const { messages } = (await json.json()) as { messages: { to: string; links: string[] }[] };
    expect(messages[0]?.to).toBe('newest@example.test');
  });

  it('refuses requests from another machine', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await t.app.request(path, {}, remote('203.0.113.50'));
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('example.test');
    }
  });

  it('refuses loopback requests that came through a proxy', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host']) {
      const response = await t.app.request(
        '/dev/outbox.json',
        { headers: { [header]: '203.0.113.50' } },
        LOOPBACK,
      );
      expect(response.status, header).toBe(403);
    }
  });

  it('refuses a request with no socket address', async () => {
    expect((await t.app.request('/dev/outbox')).status).toBe(403);
  });

  it('accepts IPv6 loopback', async () => {
    expect((await t.app.request('/dev/outbox.json', {}, remote('::1'))).status).toBe(200);
  });

  it('does not exist when SMTP is configured', async () => {
    const smtp = await createTestApp({ env: { SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525' } });
    try {
      expect((await smtp.app.request('/dev/outbox', {}, LOOPBACK)).status).toBe(404);
      expect((await smtp.app.request('/dev/outbox.json', {}, LOOPBACK)).status).toBe(404);
      const startLine = smtp.logs.find((line) => line.msg.startsWith('mail is sent through SMTP'));
      expect(startLine?.msg).toBe('mail is sent through SMTP at 127.0.0.1:2525');
      expect(JSON.stringify(smtp.logs)).not.toContain('secret');
    } finally {
      await smtp.close();
    }
  });
});

describe('the outbox in production', () => {
  const production = {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'a-session-secret-for-the-mail-tests-only',
    PUBLIC_URL: 'https://lineup.example',
  };

  it('is not served without DEV_OUTBOX, even on loopback, but mails are still kept', async () => {
    const prod = await createTestApp({ env: production });
    try {
      for (const path of ['/dev/outbox', '/dev/outbox.json']) {
        const response = await prod.app.request(path, {}, LOOPBACK);
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toContain('example.test');
      }
      const warning = prod.logs.find((line) => line.msg.startsWith('no SMTP_URL'));
      expect(warning).toMatchObject({
        level: 40,
        msg: 'no SMTP_URL: mails are not delivered; set SMTP_URL, or DEV_OUTBOX=true to read them at /dev/outbox',
      });

      // A magic link request still succeeds and its mail is kept in the outbox table.
      const request = await prod.app.request('/api/auth/sign-in/magic-link', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: production.PUBLIC_URL },
        body: JSON.stringify({ email: 'ana@example.test', callbackURL: '/profile' }),
      });
      expect(request.status).toBe(200);
      const rows = await prod.database.db.select().from(outboxTable);
      expect(rows).toEqual([expect.objectContaining({ to: 'ana@example.test' })]);
      expect((await prod.app.request('/dev/outbox.json', {}, LOOPBACK)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('is served from this machine when DEV_OUTBOX=true', async () => {
    const prod = await createTestApp({ env: { ...production, DEV_OUTBOX: 'true' } });
    try {
      expect((await prod.app.request('/dev/outbox.json', {}, LOOPBACK)).status).toBe(200);
      expect((await prod.app.request('/dev/outbox.json', {}, remote('203.0.113.50'))).status).toBe(
        403,
      );
    } finally {
      await prod.close();
    }
  });
});

describe('mail templates', () => {
  it('escape the link in HTML and keep it whole in the text', () => {
    const url =
      'http://localhost:3000/api/auth/reset-password/tok?callbackURL=/reset-password&x="1"';
    const mail = resetPasswordMail(url);
    expect(mail.html).toContain('&amp;x=&quot;1&quot;');
    expect(mail.html).not.toContain('x="1"');
    expect(mail.text).toContain(url);
  });

  it('give the outbox and the log every link of a mail', () => {
    const url = 'http://localhost:3000/api/auth/magic-link/verify?token=t0k&callbackURL=%2Fprofile';
    expect(linksIn(magicLinkMail(url).text)).toEqual([url]);
  });
});
