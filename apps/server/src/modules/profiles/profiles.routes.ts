import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  AVATAR_MAX_BYTES,
  ProfileResponse,
  PublicProfileResponse,
  UpdateProfileRequest,
  UserIdParam,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { requireUser } from '../../middleware/session';
import { errors, json } from '../../lib/openapi';
import type { AppEnv } from '../../types';
import { readUploadedFile } from '../uploads';
import { AVATAR_TOO_LARGE, deleteAvatars, storeAvatar } from '../uploads';
import {
  NO_USER_SIGNED_IN,
  getOwnProfile,
  getPublicProfile,
  setAvatar,
  updateOwnProfile,
} from './profiles.service';

const getMe = createRoute({
  method: 'get',
  path: '/profiles/me',
  tags: ['profiles'],
  summary: "The signed-in member's profile (created when missing; docs/product.md §8)",
  responses: {
    200: {
      description: 'The profile, or the default profile of docs/product.md §3.',
      ...json(ProfileResponse),
    },
    ...errors({ 401: 'Nobody is signed in.' }),
  },
});

const patchMe = createRoute({
  method: 'patch',
  path: '/profiles/me',
  tags: ['profiles'],
  summary: "Change the signed-in member's profile; only the fields sent change",
  request: { body: { required: true, ...json(UpdateProfileRequest) } },
  responses: {
    200: { description: 'The updated profile.', ...json(ProfileResponse) },
    ...errors({
      400: 'A field is not valid (`details.issues`).',
      401: 'No user is currently signed in.',
      409: 'That username is already taken.',
    }),
  },
});

const postAvatar = createRoute({
  method: 'post',
  path: '/profiles/me/avatar',
  tags: ['profiles'],
  summary:
    'Upload a new avatar: multipart/form-data with the image in the field `file` (at most 5 MB)',
  responses: {
    200: {
      description: 'Stored as WebP at 96, 256 and 512 px; `avatarUrl` holds the 256 px one.',
      ...json(ProfileResponse),
    },
    ...errors({
      400: 'No file in the `file` field.',
      401: 'No user is currently signed in.',
      413: 'The image is larger than 5 MB.',
      415: 'The file is not an image.',
    }),
  },
});

const getUser = createRoute({
  method: 'get',
  path: '/users/{userId}',
  tags: ['profiles'],
  summary: "Another member's public profile",
  request: { params: UserIdParam },
  responses: {
    200: { description: 'The public profile.', ...json(PublicProfileResponse) },
    ...errors({ 404: 'No member has that id.' }),
  },
});

export function profileRoutes(options: { database: Database; storage: Storage; logger: Logger }) {
  const { database, storage, logger } = options;
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(getMe, async (c) => {
    const user = requireUser(c);
    const profile = await getOwnProfile({ database, user, logger: c.var.logger ?? logger });
    c.header('Cache-Control', 'no-store');
    return c.json({ profile }, 200);
  });

  app.openapi(patchMe, async (c) => {
    const user = requireUser(c, NO_USER_SIGNED_IN);
    const profile = await updateOwnProfile({ database, user, input: c.req.valid('json') });
    return c.json({ profile }, 200);
  });

  // The multipart envelope adds a little to the file itself.
  app.use(
    '/profiles/me/avatar',
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError('payload_too_large', 413, AVATAR_TOO_LARGE);
      },
    }),
  );
  app.openapi(postAvatar, async (c) => {
    const user = requireUser(c, NO_USER_SIGNED_IN);
    const avatarUrl = await storeAvatar({ storage, file: await readUploadedFile(c) });
    const { profile, previous } = await setAvatar({ database, user, avatarUrl });
    await deleteAvatars({ storage, urls: previous, logger: c.var.logger ?? logger });
    return c.json({ profile }, 200);
  });

  app.openapi(getUser, async (c) => {
    const { userId } = c.req.valid('param');
    const profile = await getPublicProfile({
      database,
      userId,
      viewerId: c.get('user')?.id ?? null,
    });
    return c.json({ profile }, 200);
  });

  return app;
}
