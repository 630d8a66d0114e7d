import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { notificationMessages, UnsubscribeQuery, UnsubscribeResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { AppError } from '../../lib/app-error';
import { errors, json } from '../../lib/openapi';
import type { AppEnv } from '../../types';
import { kindsLabel } from './deliver';
import { emailOffFor, turnOffEmail } from './preferences';
import { readUnsubscribeToken } from './unsubscribe-token';
import { readerLocale } from '../../lib/reader-locale';

const tags = ['notifications'];

const checkRoute = createRoute({
  method: 'get',
  path: '/unsubscribe',
  tags,
  summary: 'What the unsubscribe link of a notification mail turns off',
  request: { query: UnsubscribeQuery },
  responses: {
    200: {
      description: 'The kinds and whether their e-mails are off.',
      ...json(UnsubscribeResponse),
    },
    ...errors({ 400: 'The link is not one this server made.' }),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe',
  tags,
  summary: 'Stop e-mails of the kinds in the link (RFC 8058 one-click; no sign-in needed)',
  description:
    'Mail apps post `List-Unsubscribe=One-Click` as a form; the page posts JSON. The body is not read: the signed token says whose e-mails and which kinds.',
  request: { query: UnsubscribeQuery },
  responses: {
    200: { description: 'Those e-mails are off.', ...json(UnsubscribeResponse) },
    ...errors({ 400: 'The link is not one this server made.' }),
  },
});

/**
 * The one-click unsubscribe of notification mails (docs/product.md §10). GET only tells what
 * the link would do, so a mail scanner opening links changes nothing; POST does it.
 */
export function unsubscribeRoutes(options: { database: Database; unsubscribeKey: Buffer }) {
  const { database, unsubscribeKey } = options;
  const grantOf = (token: string) => {
    const grant = readUnsubscribeToken(unsubscribeKey, token);
    if (!grant)
      throw new AppError('validation_failed', 400, notificationMessages.badUnsubscribeLink);
    return grant;
  };
  return new OpenAPIHono<AppEnv>()
    .openapi(checkRoute, async (c) => {
      const grant = grantOf(c.req.valid('query').token);
      const unsubscribed = await emailOffFor(database.db, grant);
      const label = kindsLabel(grant.kinds, readerLocale(c));
      return c.json({ kinds: grant.kinds, label, unsubscribed }, 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const grant = grantOf(c.req.valid('query').token);
      await turnOffEmail(database.db, grant);
      return c.json(
        { kinds: grant.kinds, label: kindsLabel(grant.kinds, readerLocale(c)), unsubscribed: true },
        200,
      );
    });
}
