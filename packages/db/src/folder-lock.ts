import { unlink } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/**
 * PGlite has no cross-process lock, and two processes writing one data folder corrupt it.
 * A listening Unix socket in the folder marks it as taken: the operating system closes it when
 * the owner exits, even on a crash, so a leftover socket file from a dead process is told
 * apart from a live owner (a pid file cannot do that reliably in containers).
 */
export async function lockFolder(dir: string): Promise<() => Promise<void>> {
  const socketPath = join(dir, '.lock.sock');
  // Unix socket paths are limited to about 100 bytes; deep folders go unguarded.
  if (process.platform === 'win32' || Buffer.byteLength(socketPath) > 100) return async () => {};

  if (await isListening(socketPath)) {
    throw new Error(
      `The database folder ${dir} is already open in another process. ` +
        'PGlite allows one process per data folder: stop the other process, ' +
        'or use PostgreSQL through DATABASE_URL to run several.',
    );
  }
  await unlink(socketPath).catch(() => {});
  const server = createServer((socket) => socket.destroy());
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(socketPath, () => resolve(true));
  });
  if (!listening) return async () => {};
  server.unref();
  return () => closeServer(server);
}

function isListening(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function closeServer(server: Server): Promise<void> {
  // Closing the server also removes its socket file.
  return new Promise((resolve) => server.close(() => resolve()));
}
