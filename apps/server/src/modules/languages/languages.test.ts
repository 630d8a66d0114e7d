import type { Profile } from '@lineup/contracts';
import { outboxMessages, users } from '@lineup/db/schema';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf, signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A member's language (docs/product.md §18): saved on their account, from the sign-up's
// request, the settings or the language switch, and used for what the server writes them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const patchMe = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/api/profiles/me', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: originOf(t), ...headers },
    body: JSON.stringify(body),
  });

const savedLocale = async (member: SignedUpMember) => {
  const [row] = await t.database.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, member.user.id));
  return row?.locale;
};

/** A member's cookies without the language their sign-in gave the device. */
const sessionOnly = (member: SignedUpMember) =>
  member.cookie
    .split('; ')
    .filter((cookie) => !cookie.startsWith('lineup_locale='))
    .join('; ');

const latestMailTo = async (email: string) => {
  const [mail] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return mail!;
};

describe('signing up', () => {
  it('keeps the language the account was made in, and confirms the address in it', async () => {
    const member = await signUpMember(t, { headers: { cookie: 'lineup_locale=nl' } });
    expect(await savedLocale(member)).toBe('nl');
    const mail = await latestMailTo(member.email);
    expect(mail.subject).toBe('Bevestig je e-mailadres voor Lineup');
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('Mijn e-mailadres bevestigen');
    expect(mail.text).toContain('De link werkt een uur lang.');

    const me = await t.app.request('/api/profiles/me', { headers: { cookie: member.cookie } });
    expect(((await me.json()) as { profile: Profile }).profile.locale).toBe('nl');
  });

  it('takes the browser’s language when none was chosen, and English when it asks for none', async () => {
    const tamil = await signUpMember(t, { headers: { 'accept-language': 'ta-IN,ta;q=0.9' } });
    expect(await savedLocale(tamil)).toBe('ta');
    expect((await latestMailTo(tamil.email)).html).toContain('<html lang="ta">');

    const english = await signUpMember(t);
    const mail = await latestMailTo(english.email);
    expect(mail.subject).toBe('Confirm your e-mail address for Lineup');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Confirm my e-mail');
  });

  it('sends a password reset in the account’s language, whatever the request says', async () => {
    const member = await signUpMember(t, { headers: { cookie: 'lineup_locale=pt-PT' } });
    const response = await t.app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: originOf(t) },
      body: JSON.stringify({ email: member.email, redirectTo: '/reset-password' }),
    });
    expect(response.status).toBe(200);
    const mail = await latestMailTo(member.email);
    expect(mail.subject).toBe('Repõe a tua palavra-passe do Lineup');
    expect(mail.html).toContain('<html lang="pt-PT">');
  });
});

describe('signing in', () => {
  it('gives the device the member’s language, so that the pages come in it', async () => {
    const member = await signUpMember(t, { headers: { cookie: 'lineup_locale=si' } });
    const response = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: originOf(t) },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^lineup_locale=si; Max-Age=31536000; Path=\/; SameSite=Lax/i),
    );
  });
});

describe('the language in the settings', () => {
  it('is saved and returned with the profile, and can be cleared', async () => {
    const member = await signUpMember(t);
    const response = await patchMe({ locale: 'si' }, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { profile: Profile }).profile.locale).toBe('si');
    expect(await savedLocale(member)).toBe('si');

    const cleared = await patchMe({ locale: null }, { cookie: member.cookie });
    expect(((await cleared.json()) as { profile: Profile }).profile.locale).toBeNull();
  });

  it('refuses a language Lineup does not speak, with a clear message', async () => {
    const member = await signUpMember(t);
    const response = await patchMe({ locale: 'fr' }, { cookie: member.cookie });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; details: { issues: { path: string; message: string }[] } };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.issues).toEqual([
      {
        path: 'locale',
        message: 'Choose one of the languages Lineup speaks: en, pt-PT, nl, si, ta.',
      },
    ]);
    expect(await savedLocale(member)).toBe('en');
  });

  it('decides the language of the member’s error messages over the device’s', async () => {
    const member = await signUpMember(t);
    await patchMe({ locale: 'nl' }, { cookie: member.cookie });
    const response = await patchMe(
      { username: 'a' },
      { cookie: `${sessionOnly(member)}; lineup_locale=pt-PT`, 'accept-language': 'ta' },
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Gebruik minstens 3 tekens.');
  });
});

describe('the language switch', () => {
  it('saves the choice of a signed-in member', async () => {
    const member = await signUpMember(t);
    const response = await t.app.request('/language/pt-PT?to=/events', {
      headers: { cookie: member.cookie },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pt-pt/events');
    expect(await savedLocale(member)).toBe('pt-PT');

    // Their next answer is in it, though this request carries no choice of its own.
    const refused = await patchMe({ username: 'a' }, { cookie: member.cookie });
    const body = (await refused.json()) as { error: { details: { issues: unknown[] } } };
    expect(body.error.details.issues).toEqual([
      { path: 'username', message: 'Usa pelo menos 3 caracteres.' },
    ]);
  });

  it('changes nothing stored for a visitor', async () => {
    const response = await t.app.request('/language/si');
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toContain('lineup_locale=si');
  });

  it('says in the reader’s language that it does not speak one it does not know', async () => {
    const dutch = await t.app.request('/language/fr', { headers: { cookie: 'lineup_locale=nl' } });
    expect(dutch.status).toBe(404);
    expect(await dutch.text()).toBe('Lineup spreekt die taal nog niet.');
    const english = await t.app.request('/language/fr');
    expect(await english.text()).toBe('Lineup does not speak that language yet.');
  });
});

describe('error messages', () => {
  it('come in the language of the reader’s cookie, and in English as the spec writes them', async () => {
    const member = await signUpMember(t);
    await t.database.db.update(users).set({ locale: null }).where(eq(users.id, member.user.id));
    const inPortuguese = await patchMe(
      { username: 'a', tagline: 'x'.repeat(161) },
      { cookie: `${sessionOnly(member)}; lineup_locale=pt-PT` },
    );
    expect(inPortuguese.status).toBe(400);
    expect(await inPortuguese.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Alguns dos valores enviados não são válidos.',
        details: {
          target: 'json',
          issues: [
            { path: 'username', message: 'Usa pelo menos 3 caracteres.' },
            { path: 'tagline', message: 'Usa no máximo 160 caracteres.' },
          ],
        },
      },
    });

    const inEnglish = await patchMe({ username: 'a' }, { cookie: sessionOnly(member) });
    expect(await inEnglish.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some of the values sent are not valid.',
        details: {
          target: 'json',
          issues: [{ path: 'username', message: 'Use at least 3 characters.' }],
        },
      },
    });
  });

  it('of a visitor follow their browser', async () => {
    const response = await t.app.request('/api/profiles/me', {
      headers: { 'accept-language': 'nl-BE,nl;q=0.9' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Log in om verder te gaan.' },
    });
  });
});
