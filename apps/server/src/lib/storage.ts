import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Env } from '../env';

/** Where uploaded files are served from; a stored key `avatars/a.webp` is `/uploads/avatars/a.webp`. */
export const UPLOADS_PATH = '/uploads';

export type StoredFile = { body: Uint8Array; contentType: string };

/**
 * Uploaded files (avatars, event images): a folder under DATA_DIR by default, or an
 * S3-compatible bucket when S3_* is set, so several server processes share them. Keys are
 * made by the server (never from a client's file name) and are never overwritten: a new image
 * gets a new key, which is what lets `/uploads/*` be cached for a year.
 */
export type Storage = {
  kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
};

export const publicUrlOf = (key: string) => `${UPLOADS_PATH}/${key}`;

/** The key of a `/uploads/...` URL this server made, or null for anything else. */
export function keyOfUrl(url: string): string | null {
  if (!url.startsWith(`${UPLOADS_PATH}/`)) return null;
  const key = url.slice(UPLOADS_PATH.length + 1);
  return isSafeKey(key) ? key : null;
}

// Lower-case segments of letters, digits, dashes and dots, no `..`: nothing a path can escape with.
const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;
export const isSafeKey = (key: string) => KEY.test(key) && !key.includes('..');

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

export function createStorage(
  env: Pick<
    Env,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
  >,
): Storage {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return folderStorage(path.join(env.DATA_DIR, 'uploads'));
}

export function folderStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
        return { body: await readFile(file), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      await rm(fileOf(key), { force: true });
    },
  };
}

function s3Storage(options: {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
  });
  // Path-style URLs work with AWS, MinIO, R2 and the other S3-compatible services alike.
  const urlOf = (key: string) =>
    `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}/${key}`;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const response = await client.fetch(urlOf(key));
      if (response.status === 404 || response.status === 403) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? contentTypeOf(key),
      };
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 DELETE ${key} answered ${response.status}`);
      }
    },
  };
}
