import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  CreateModerationNoteRequest,
  CreateReportRequest,
  ModerationActionRequest,
  ModerationActionResponse,
  ModerationItemParam,
  ModerationNotesResponse,
  ModerationQueueQuery,
  ModerationQueueResponse,
  ModerationSummary,
  ReportReceipt,
} from '@lineup/contracts';
import { REPORTS_PER_HOUR, reportMessages } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import { errors, json } from '../../lib/openapi';
import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import type { ThreadChangeListener } from '../discussions';
import { deletePhotoFiles } from '../photos';
import { deleteCoverImage } from '../uploads';
import { actOn, addNote, listNotes } from './moderation-actions';
import { listQueue, moderationSummary } from './moderation-queue';
import { createReport } from './reports.service';
import type { ModerationEffects } from './subjects';

const tags = ['moderation'];

/** Reports per member an hour (docs/security.md "Rate limits"): enough for a bad evening. */
const REPORT_LIMIT: RateLimitRule = { window: 60 * 60, max: REPORTS_PER_HOUR };

const createReportRoute = createRoute({
  method: 'post',
  path: '/reports',
  tags: ['reports'],
  summary: 'Report an event, a plan, a message, a photo or a member to the moderators',
  request: { body: { required: true, ...json(CreateReportRequest) } },
  responses: {
    201: { description: 'Reported; the moderators will look.', ...json(ReportReceipt) },
    ...errors({
      400: 'A field is not valid, or it is mine.',
      401: 'Nobody is signed in.',
      404: 'No such item, or not one I may see.',
      409: 'I already reported it.',
      429: 'I sent the most reports an hour allows.',
    }),
  },
});

const itemErrors = {
  400: 'The kind, id or action is not valid, or does not apply to the item.',
  401: 'Nobody is signed in.',
  403: 'I do not moderate this item, or the action is for admins.',
  404: 'No such reported item.',
};

const queueRoute = createRoute({
  method: 'get',
  path: '/moderation/reports',
  tags,
  summary:
    'Reported items, grouped, with their reports and notes (admins; crew owners for their crews’ discussions)',
  request: { query: ModerationQueueQuery },
  responses: {
    200: { description: 'A page of the queue.', ...json(ModerationQueueResponse) },
    ...errors({
      400: 'The cursor is not valid.',
      401: 'Nobody is signed in.',
      403: 'I moderate nothing.',
    }),
  },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/moderation/summary',
  tags,
  summary: 'Whether I moderate anything, and how many reported items wait',
  responses: {
    200: { description: 'My queue in a number.', ...json(ModerationSummary) },
    ...errors({ 401: 'Nobody is signed in.' }),
  },
});

const actionRoute = createRoute({
  method: 'post',
  path: '/moderation/items/{kind}/{id}/actions',
  tags,
  summary: 'Dismiss the reports on an item, hide or delete it, warn or ban who posted it',
  request: {
    params: ModerationItemParam,
    body: { required: true, ...json(ModerationActionRequest) },
  },
  responses: {
    200: { description: 'Done; its open reports are handled.', ...json(ModerationActionResponse) },
    ...errors({ ...itemErrors, 409: 'It has no open reports, or cannot be hidden.' }),
  },
});

const notesRoute = createRoute({
  method: 'get',
  path: '/moderation/items/{kind}/{id}/notes',
  tags,
  summary: 'Notes between moderators on a reported item, newest first',
  request: { params: ModerationItemParam },
  responses: {
    200: { description: 'The notes.', ...json(ModerationNotesResponse) },
    ...errors(itemErrors),
  },
});

const addNoteRoute = createRoute({
  method: 'post',
  path: '/moderation/items/{kind}/{id}/notes',
  tags,
  summary: 'Leave a note for the other moderators on a reported item',
  request: {
    params: ModerationItemParam,
    body: { required: true, ...json(CreateModerationNoteRequest) },
  },
  responses: {
    201: { description: 'The item’s notes, newest first.', ...json(ModerationNotesResponse) },
    ...errors(itemErrors),
  },
});

export function moderationRoutes(options: {
  database: Database;
  storage: Storage;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** Readers of a discussion hear of a message hidden, back or removed. */
  onMessageChange?: ThreadChangeListener;
}) {
  const { database, storage } = options;
  const { db } = database;
  /** Live readers hear of a message's change once it is committed, never of one rolled back. */
  const afterCommit = () => {
    const changes: Parameters<ThreadChangeListener>[] = [];
    return {
      listen: ((...change) => void changes.push(change)) as ThreadChangeListener,
      tell: () => {
        for (const change of changes) options.onMessageChange?.(...change);
      },
    };
  };
  return new OpenAPIHono<AppEnv>()
    .openapi(createReportRoute, async (c) => {
      const user = requireUser(c);
      const limit = await options.rateLimitStore.consume(`reports:${user.id}`, REPORT_LIMIT);
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfter ?? REPORT_LIMIT.window));
        throw new AppError('rate_limited', 429, reportMessages.tooMany);
      }
      const later = afterCommit();
      const receipt = await createReport({
        db,
        viewer: { id: user.id, role: user.role },
        input: c.req.valid('json'),
        effects: { onMessageChange: later.listen },
      });
      later.tell();
      return c.json(receipt, 201);
    })
    .openapi(queueRoute, async (c) => {
      const user = requireUser(c);
      const { status, cursor } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await listQueue({ db, viewer: user, status, cursor }), 200);
    })
    .openapi(summaryRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await moderationSummary({ db, viewer: user }), 200);
    })
    .openapi(actionRoute, async (c) => {
      const actor = requireUser(c);
      const later = afterCommit();
      const { kind, id } = c.req.valid('param');
      const { action, message } = c.req.valid('json');
      const effects: ModerationEffects = { onMessageChange: later.listen, unusedFiles: [] };
      const done = await actOn({ db, actor, kind, id, action, message, effects });
      later.tell();
      const logger = c.var.logger ?? options.logger;
      for (const url of effects.unusedFiles) await deleteCoverImage({ storage, url, logger });
      await deletePhotoFiles({ storage, urls: effects.unusedFiles, logger });
      return c.json(done, 200);
    })
    .openapi(notesRoute, async (c) => {
      const actor = requireUser(c);
      const { kind, id } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json({ notes: await listNotes({ db, actor, kind, id }) }, 200);
    })
    .openapi(addNoteRoute, async (c) => {
      const actor = requireUser(c);
      const { kind, id } = c.req.valid('param');
      const { body } = c.req.valid('json');
      return c.json({ notes: await addNote({ db, actor, kind, id, body }) }, 201);
    });
}
