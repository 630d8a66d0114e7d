import { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@lineup/db';
import { except } from 'hono/combine';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import type { Env } from './env';
import { compressLargeBodies } from './middleware/compression';
import { createErrorHandler, notFoundHandler, validationHook } from './middleware/errors';
import { apiBodyLimit, refuseUnsafeAddress, refuseUnsafeBody } from './middleware/input-guards';
import { legacyRedirects } from './middleware/legacy-redirects';
import { languageRoutes } from './modules/languages/language.routes';
import { requestLogger } from './middleware/request-logger';
import { forgetPublicReadsOnChange, publicReadCache } from './middleware/public-cache';
import { limitNoticeWrites, type NoticeLimit } from './middleware/notice-limits';
import { securityHeaders } from './middleware/security-headers';
import {
  forgetSessionsOnChange,
  hasSessionCookie,
  secureCookiesOverHttps,
  sessionMiddleware,
  sessionViewer,
} from './middleware/session';
import {
  defaultPageRenderer,
  defaultWebDist,
  webApp,
  webAppScriptHashes,
} from './middleware/web-app';
import { areaRoutes } from './modules/areas/areas.routes';
import { blockRoutes } from './modules/blocks/blocks.routes';
import { friendActivityRoutes } from './modules/friend-activity/friend-activity.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { seriesRoutes } from './modules/series/series.routes';
import { eventRoutes } from './modules/events/events.routes';
import { stayRoutes } from './modules/stays';
import { friendRoutes } from './modules/friends/friends.routes';
import { healthRoutes } from './modules/health/health.routes';
import { placeRoutes } from './modules/places/places.routes';
import { planRoutes } from './modules/plans/plans.routes';
import { searchRoutes } from './modules/search/search.routes';
import { seoPageHead, seoRoutes } from './modules/seo/seo.routes';
import { memberPageHeadFor } from './modules/seo/seo.service';
import { createAuth, trustedOrigins } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { syncAdminEmails } from './modules/auth/admin-emails';
import { consentRoutes } from './modules/consent/consent.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createStorage } from './lib/storage';
import { outboxRoutes } from './modules/mail/mail.routes';
import { createMailer } from './modules/mail/mail.service';
import { createPublicCache } from './lib/public-cache';
import { createSessionCache } from './lib/session-cache';
import { createRateLimitStore } from './lib/rate-limit';
import { eventEditorRoutes } from './modules/event-editor/event-editor.routes';
import { feedRoutes } from './modules/feeds';
import { icalFeedRoutes } from './modules/ical-feed/ical-feed.routes';
import { myEventsRoutes } from './modules/my-events/my-events.routes';
import { rsvpRoutes } from './modules/rsvps/rsvps.routes';
import { hostRoutes } from './modules/hosts/hosts.routes';
import { crewRoutes } from './modules/crews/crews.routes';
import { announcementJob } from './modules/announcements';
import { announcementRoutes } from './modules/announcements/announcements.routes';
import { createThreadChanges, discussionJobs, discussionRoutes } from './modules/discussions';
import { moderationRoutes } from './modules/moderation';
import { photoRoutes } from './modules/photos';
import { createBroadcast } from './lib/broadcast';
import { ticketKey } from './modules/guests/check-in';
import { guestRoutes } from './modules/guests/guests.routes';
import { venueRoutes } from './modules/venues/venues.routes';
import { createJobWorker } from './modules/jobs';
import { seaRefreshJob, seaRoutes, type SeaNeeds } from './modules/sea';
import { mapOrigins, mapRoutes, mapStylesOf } from './modules/maps';
import {
  notificationJobs,
  notificationRoutes,
  type DeliveryOptions,
  unsubscribeKey,
  unsubscribeRoutes,
} from './modules/notifications';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { createPushSender, pushRoutes, resolveVapidKeys, vapidSubject } from './modules/push';
import { publicOrigin } from './lib/public-origin';
import type { AppEnv } from './types';

export type AppOptions = {
  database: Database;
  env: Env;
  logger: Logger;
  /** Folder of the built web app; defaults to `@lineup/web`'s `dist`; `null` serves only the API. */
  webDist?: string | null;
};

export function createApp({ database, env, logger, webDist = defaultWebDist() }: AppOptions) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use(requestId());
  app.use(requestLogger(logger));
  const mapStyles = mapStylesOf(env);
  app.use(
    securityHeaders({
      trustProxy: env.TRUST_PROXY,
      scriptHashes: webAppScriptHashes(webDist),
      mapOrigins: mapOrigins(mapStyles),
    }),
  );
  app.use(compressLargeBodies());
  app.onError(createErrorHandler(logger));
  app.notFound(notFoundHandler);
  // No NUL or broken Unicode reaches a route or the database, whatever the path (a 400 for the
  // API, a 404 for pages); API bodies stop at 1 MB and are checked the same way. The upload
  // routes set their own, larger limits and read only the file.
  app.use(refuseUnsafeAddress());
  const uploadRoutes = [
    '/api/profiles/me/avatar',
    '/api/event-images',
    '/api/events/:id/image',
    '/api/events/:id/photos',
  ];
  app.use('/api/*', except(uploadRoutes, apiBodyLimit(), refuseUnsafeBody()));

  const mailer = createMailer({ database, env, logger });
  const mailStartup = mailer.startupMessage();
  logger[mailStartup.level]({ mail: mailer.kind }, mailStartup.message);
  const rateLimitStore = createRateLimitStore({ database, redisUrl: env.REDIS_URL, logger });
  const auth = createAuth({ database, env, logger, mailer, rateLimitStore });
  const storage = createStorage(env);
  // Signs the unsubscribe links in notification mails (a key of its own, made from the secret).
  const unsubscribeLinkKey = unsubscribeKey(resolveAuthSecret(env));
  const vapidKeys = resolveVapidKeys(env);
  const push = createPushSender({
    db: database.db,
    keys: vapidKeys,
    subject: vapidSubject(env),
    logger,
  });
  if (env.ADMIN_EMAILS.length > 0) {
    void syncAdminEmails({ database, emails: env.ADMIN_EMAILS, logger });
  }
  app.use('/api/*', secureCookiesOverHttps(env.TRUST_PROXY));
  // Whose a session is, remembered for a few seconds and forgotten by every process as soon as
  // a session or an account changes (docs/decisions/0032-a-member-as-fast-as-a-visitor.md).
  const sessionCache = createSessionCache({
    seconds: env.SESSION_CACHE_SECONDS,
    redisUrl: env.REDIS_URL,
    logger,
  });
  app.use('/api/*', forgetSessionsOnChange(sessionCache));
  app.use(
    '/api/*',
    sessionMiddleware({ auth, trustedOrigins: trustedOrigins(env), cache: sessionCache }),
  );
  // What every visitor reads alike is answered from a cache shared by the server's processes,
  // and forgotten whenever a change is made (docs/decisions/0022-public-read-cache.md).
  const publicCache = createPublicCache({
    seconds: env.PUBLIC_CACHE_SECONDS,
    redisUrl: env.REDIS_URL,
    logger,
  });
  app.use('/api/*', forgetPublicReadsOnChange(publicCache));
  // Changes that tell someone else are limited per member (docs/security.md "Rate limits").
  for (const [path, limit, methods] of NOTICE_WRITES) {
    app.use(path, limitNoticeWrites({ store: rateLimitStore, limit, methods }));
  }
  const cachedRead = publicReadCache(publicCache);
  for (const path of PUBLIC_READS) app.use(path, cachedRead);
  const sameForEveryone = publicReadCache(publicCache, { sameForMembers: true });
  for (const path of SAME_FOR_EVERY_READER) app.use(path, sameForEveryone);

  app.route('/api', healthRoutes({ database }));
  app.route('/api', authRoutes({ auth, env, rateLimitStore }));
  app.route('/api', consentRoutes({ database }));
  app.route('/api', profileRoutes({ database, storage, logger }));
  app.route('/api', accountRoutes({ database, storage, auth, logger }));
  app.route('/api', areaRoutes({ database }));
  app.route('/api', eventRoutes({ database }));
  app.route('/api', calendarRoutes({ database, env }));
  app.route('/api', placeRoutes({ database }));
  app.route('/api', planRoutes({ database }));
  app.route(
    '/api',
    searchRoutes({
      database,
      rateLimitStore,
      trustProxy: env.TRUST_PROXY,
      readAsVisitor: async (path, headers) => app.request(path, { headers }),
      cache: publicCache,
    }),
  );
  // Participation: creating and editing events, venues, RSVPs, my events, the iCal feed.
  app.route('/api', eventEditorRoutes({ database, storage, logger }));
  app.route('/api', venueRoutes({ database }));
  app.route('/api', rsvpRoutes({ database }));
  app.route('/api', hostRoutes({ database }));
  app.route('/api', crewRoutes({ database, storage, logger }));
  app.route('/api', announcementRoutes({ database }));
  // A thread's changes reach its readers in every process (docs/product.md §15).
  const discussionBroadcast = createBroadcast({
    name: 'discussions',
    redisUrl: env.REDIS_URL,
    logger,
  });
  const threadChanges = createThreadChanges(discussionBroadcast);
  app.route('/api', discussionRoutes({ database, changes: threadChanges }));
  app.route('/api', photoRoutes({ database, storage, logger, rateLimitStore }));
  app.route('/api', seaRoutes({ database }));
  app.route('/api', mapRoutes(mapStyles));
  app.route(
    '/api',
    moderationRoutes({
      database,
      storage,
      logger,
      rateLimitStore,
      onMessageChange: threadChanges.publish,
    }),
  );
  app.route(
    '/api',
    guestRoutes({
      database,
      ticketKey: ticketKey(resolveAuthSecret(env)),
      ownHost: new URL(publicOrigin(env)).hostname,
      rateLimitStore,
      trustProxy: env.TRUST_PROXY,
    }),
  );
  app.route('/api', seriesRoutes({ database, env }));
  app.route('/api', myEventsRoutes({ database }));
  app.route('/api', icalFeedRoutes({ database, env }));
  app.route('/api', feedRoutes({ database, env }));
  app.route('/api', adminRoutes({ database, storage, logger }));
  app.route('/api', friendRoutes({ database }));
  app.route('/api', friendActivityRoutes({ database }));
  app.route('/api', blockRoutes({ database }));
  app.route('/api', stayRoutes({ database }));
  app.route('/api', notificationRoutes({ database }));
  app.route('/api', pushRoutes({ database, publicKey: vapidKeys.publicKey }));
  app.route('/api', unsubscribeRoutes({ database, unsubscribeKey: unsubscribeLinkKey }));

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Lineup API',
      version: '1.0.0',
      description: 'Events, casual plans and friends in coastal surf towns.',
    },
  });

  app.route('/', outboxRoutes({ database, mailer }));
  app.route('/', uploadsRoutes({ storage }));

  app.use(legacyRedirects());
  app.route('/', seoRoutes({ database, env }));
  app.route('/', languageRoutes({ auth, database, sessionCache }));
  if (webDist !== null) {
    const renderer = defaultPageRenderer(webDist);
    app.use(
      webApp({
        webDist,
        origin: publicOrigin(env),
        pageHead: seoPageHead({ database, env }),
        // Asked only of requests with a session cookie: visitors get the shared pages.
        memberPageHead: async (c, pathname, { shared }) =>
          hasSessionCookie(c)
            ? memberPageHeadFor({
                db: database.db,
                pathname,
                shared,
                viewer: () => sessionViewer(auth, c),
              })
            : undefined,
        cache: publicCache,
        ...(renderer && {
          render: {
            renderer,
            // The page's data, asked of this app in-process and without the visitor's cookie.
            fetchApi: async (url, init) => app.request(url, init),
            origin: publicOrigin(env),
            onError: (error) => logger.error({ err: error }, 'server render failed'),
          },
        }),
      }),
    );
  }

  // Sending happens outside requests: server.ts starts the worker, tests drain it.
  const jobs = createJobWorker<DeliveryOptions & SeaNeeds>({
    database,
    logger,
    jobs: [...notificationJobs, announcementJob, ...discussionJobs, seaRefreshJob],
    needs: {
      mailer,
      push,
      origin: publicOrigin(env),
      unsubscribeKey: unsubscribeLinkKey,
      sea: {
        marineUrl: env.OPEN_METEO_MARINE_URL,
        forecastUrl: env.OPEN_METEO_FORECAST_URL,
        apiKey: env.OPEN_METEO_API_KEY,
      },
    },
  });

  const close = async () => {
    await Promise.all([
      publicCache.close(),
      sessionCache.close(),
      rateLimitStore.close(),
      discussionBroadcast.close(),
    ]);
  };
  /** Ends the live pages' streams, which would otherwise keep a stopping server waiting. */
  const endStreams = () => threadChanges.endAll();
  return { app, jobs, close, endStreams };
}

/** Member writes that notify someone else, and the limit each counts against. */
const NOTICE_WRITES: [path: string, limit: NoticeLimit, methods: string[]][] = [
  ['/api/friends/requests', 'friendRequests', ['POST']],
  ['/api/plans/:planId/membership', 'planMembership', ['PUT', 'DELETE']],
  ['/api/plans/:planId/waitlist', 'planMembership', ['PUT']],
  ['/api/plans/:planId/join-form', 'planMembership', ['POST']],
  ['/api/events/:id/rsvp', 'rsvps', ['PUT']],
  ['/api/events/:id/rsvp-form', 'rsvps', ['POST']],
  ['/api/series/:id/rsvp', 'rsvps', ['PUT']],
  ['/api/stays', 'stays', ['POST']],
  ['/api/stays/:stayId', 'stays', ['PUT']],
  ['/api/events/:id/hosts', 'invitations', ['POST']],
  ['/api/crews/:handle/members', 'invitations', ['POST']],
  ['/api/events/:id/announcements', 'announcements', ['POST']],
];

/**
 * The API's reads whose answer is the same whoever asks, member or visitor: what Discover, area,
 * place and venue pages and the feeds are made of. A member's own state on them (their RSVPs,
 * friends going) comes from reads of its own, so members are answered from the cache too.
 */
const SAME_FOR_EVERY_READER = [
  '/api/areas',
  '/api/areas/:area/sea-mornings',
  '/api/events',
  '/api/places/*',
  '/api/venues/:country/:city/:slug',
  '/api/feeds/*',
];

/**
 * The API's reads that every visitor gets alike but a member gets their own way (drafts they
 * may see, friends-only plans, who they may see going): cached for visitors only.
 */
const PUBLIC_READS = [
  '/api/events/by-path/*',
  '/api/events/resolve',
  '/api/events/:id/calendar.ics',
  '/api/series/:id/calendar.ics',
  '/api/plans',
  '/api/plans/:planId',
  '/api/users/:userId',
  '/api/search',
  '/api/search/suggestions',
  '/api/events/:id/hosts',
  '/api/events/:id/guest-settings',
  '/api/crews/:handle',
  '/api/events/:id/sea',
  '/api/plans/:planId/sea',
];

export type App = ReturnType<typeof createApp>['app'];
