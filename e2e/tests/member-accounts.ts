import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A fresh address per test, so journeys running side by side never meet. */
export function uniqueEmail(tag = 'member'): string {
  return `${tag}-${Date.now()}-${Math.random()}@example.com`;
}

/** A username the server will keep as it is: letters, digits and underscores. */
export function uniqueUsername(tag = 'surfer'): string {
  return `${tag}_${Math.random().toString(36).slice(2, 10)}`;
}

export const MEMBER_PASSWORD = 'salt-water-and-sunsets-42';

type OutboxMessage = { to: string; subject: string; links: string[]; createdAt: string };

/**
 * The newest link of the newest mail to `email` whose subject contains `subject`, from the
 * built-in outbox (the server keeps mails there when SMTP is not set up).
 */
export async function mailLink(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox.json');
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const mail = messages.find(
          (message) => message.to === email && message.subject.includes(subject),
        );
        link = mail?.links.find((url) => url.includes('/api/auth/'));
        return link;
      },
      { message: `a "${subject}" mail to ${email} in the outbox` },
    )
    .toBeTruthy();
  return link!;
}

/**
 * A confirmed member with a password, made through the API (sign-up, then the confirmation
 * link from the outbox), for journeys that start from "I already have an account".
 */
export async function createMember(
  request: APIRequestContext,
  baseURL: string | undefined,
  options: { username?: string } = {},
): Promise<{ email: string; password: string; username: string }> {
  const email = uniqueEmail();
  const username = options.username ?? uniqueUsername();
  // Better Auth refuses a POST without an Origin it trusts, as a browser would send.
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { Origin: origin },
    data: { email, password: MEMBER_PASSWORD, name: username },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const confirm = await mailLink(request, email, 'Confirm your e-mail');
  const verified = await request.get(confirm, { maxRedirects: 0 });
  expect(verified.status(), 'the confirmation link redirects back to the app').toBeLessThan(400);
  return { email, password: MEMBER_PASSWORD, username };
}

/** Logs in through the /login form and waits until the app shows the member. */
export async function logIn(
  page: Page,
  member: { email: string; password: string; username: string },
  path = '/login',
) {
  await page.goto(path);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** The account menu button of the header, named after the member. */
export function accountMenu(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: `Account menu for ${name}` });
}

/** A small square PNG of one colour, made here so the test needs no fixture file. */
export function solidPng(size = 64, rgb: [number, number, number] = [14, 116, 144]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// playwright.config.ts lists these in the server's ADMIN_EMAILS: whoever signs up with one is an
// admin. One per project, so the desktop and phone runs never share an account.
const adminEmail = (project: string) => `admin-${project}@lineup.test`;

/** Signs the admin up (once per server: a retry finds the account already there). */
export async function ensureAdmin(request: APIRequestContext, baseURL: string, project: string) {
  const admin = {
    email: adminEmail(project),
    password: MEMBER_PASSWORD,
    username: `admin_${project}`,
  };
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { Origin: new URL(baseURL).origin },
    data: { email: admin.email, password: admin.password, name: admin.username },
  });
  if (signUp.status() === 422) return admin;
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const confirm = await mailLink(request, admin.email, 'Confirm your e-mail');
  expect((await request.get(confirm, { maxRedirects: 0 })).status()).toBeLessThan(400);
  return admin;
}
