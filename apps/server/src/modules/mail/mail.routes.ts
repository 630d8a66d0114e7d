import type { Database } from '@lineup/db';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../types';
import { escapeHtml } from '../../lib/html';
import { linksIn } from './mail-templates';
import { listOutbox, type Mailer } from './mail.service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['forwarded', 'x-real-ip'];

/**
 * The outbox holds sign-in links, so it answers only a browser on this machine talking to the
 * server directly: a loopback socket and no header a proxy adds. Behind a reverse proxy every
 * request arrives from loopback, but carries X-Forwarded-For, and is refused.
 */
export function isLocalRequest(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!address || !LOOPBACK.has(address)) return false;
  for (const name of Object.keys(Object.fromEntries(c.req.raw.headers))) {
    if (FORWARDING_HEADERS.includes(name) || name.startsWith('x-forwarded-')) return false;
  }
  return true;
}

// A file of its own rather than a <style> element: the Content Security Policy takes style
// sheets only from this site's files (middleware/security-headers.ts).
const OUTBOX_CSS = `body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #0f172a; }
article { border: 1px solid #e2e8f0; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
h2 { font-size: 1.05rem; margin: 0 0 .25rem; }
.meta { color: #475569; font-size: .85rem; margin: 0 0 .5rem; }
a { color: #0e7490; word-break: break-all; }
pre { white-space: pre-wrap; font-size: .85rem; }
`;

type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];

function outboxPage(messages: OutboxRow[]): string {
  const items = messages
    .map((message) => {
      const links = linksIn(message.text)
        .map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
        .join('');
      return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.createdAt.toISOString())}</p>
<ul>${links}</ul>
<details><summary>Text</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox · Lineup</title>
<link rel="stylesheet" href="/dev/outbox.css">
</head>
<body>
<h1>Outbox</h1>
<p>SMTP_URL is not set, so Lineup keeps its mails here instead of sending them. Newest first.</p>
${items || '<p>No mails yet.</p>'}
</body>
</html>`;
}

/**
 * `/dev/outbox` (HTML) and `/dev/outbox.json`, only while mail is not sent by SMTP, and in
 * production only with DEV_OUTBOX=true: the loopback check alone does not hold behind a proxy
 * that adds no forwarding headers (nginx's default `proxy_pass`, a TCP proxy).
 */
export function outboxRoutes(options: { database: Database; mailer: Mailer }) {
  const { database, mailer } = options;
  const app = new Hono<AppEnv>();

  app.use('/dev/outbox', guard);
  app.use('/dev/outbox.json', guard);
  app.use('/dev/outbox.css', guard);
  async function guard(c: Context<AppEnv>, next: () => Promise<void>) {
    if (!mailer.outboxReadable) return c.text('Not found.', 404);
    if (!isLocalRequest(c)) {
      return c.text('The outbox only answers requests made on the server machine itself.', 403);
    }
    c.header('Cache-Control', 'no-store');
    await next();
  }

  app.get('/dev/outbox', async (c) => c.html(outboxPage(await listOutbox({ database }))));
  app.get('/dev/outbox.css', (c) => c.body(OUTBOX_CSS, 200, { 'Content-Type': 'text/css' }));
  app.get('/dev/outbox.json', async (c) => {
    const messages = await listOutbox({ database });
    return c.json({
      messages: messages.map((message) => ({
        id: message.id,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        links: linksIn(message.text),
        createdAt: message.createdAt.toISOString(),
      })),
    });
  });
  return app;
}
