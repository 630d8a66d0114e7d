import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ConsentRequest, ConsentResponse, ErrorResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { logConsent } from './consent.service';

const postConsent = createRoute({
  method: 'post',
  path: '/consent',
  tags: ['consent'],
  summary: "Log the cookie banner's choice of the signed-in member",
  request: {
    body: { required: true, content: { 'application/json': { schema: ConsentRequest } } },
  },
  responses: {
    201: {
      description: 'The choice was logged.',
      content: { 'application/json': { schema: ConsentResponse } },
    },
    401: {
      description: 'Nobody is signed in; the web app only calls this for members.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

export function consentRoutes({ database }: { database: Database }) {
  return new OpenAPIHono<AppEnv>().openapi(postConsent, async (c) => {
    const user = requireUser(c);
    const entry = await logConsent({ database, userId: user.id, input: c.req.valid('json') });
    return c.json(entry, 201);
  });
}
