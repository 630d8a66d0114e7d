import { errorMessages, type HealthResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { AppError } from '../../lib/app-error';

/** Up only when the database answers, so a load balancer stops sending traffic otherwise. */
export async function checkHealth({ database }: { database: Database }): Promise<HealthResponse> {
  try {
    await database.ping();
  } catch (cause) {
    throw new AppError('database_unavailable', 503, errorMessages.databaseUnavailable, undefined, {
      cause,
    });
  }
  return { status: 'ok', database: 'up' };
}
