import S3rver from 's3rver';

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The stored object's bytes straight from the S3 server (path-style), or null when absent. */
  get(key: string): Promise<Uint8Array | null>;
  stop(): Promise<void>;
};

// s3rver's built-in account; it takes any signature made with it.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver) with one empty bucket, keeping its objects in
 * `directory`: what the servers are given as S3_ENDPOINT instead of a real bucket.
 */
export async function startLocalS3(options: {
  port: number;
  directory: string;
  bucket: string;
}): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${options.port}`;
  return {
    endpoint,
    bucket: options.bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    async get(key) {
      const response = await fetch(`${endpoint}/${options.bucket}/${key}`);
      if (response.status === 404 || response.status === 403) return null;
      if (!response.ok) throw new Error(`S3 GET ${key}: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    stop: () => server.close(),
  };
}
