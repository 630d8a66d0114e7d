import type { ConsentRequest, ConsentResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { userConsentLog } from '@lineup/db/schema';

/** docs/product.md §7: one row per choice made by a signed-in member; earlier rows stay as the history. */
export async function logConsent(options: {
  database: Database;
  userId: string;
  input: ConsentRequest;
}): Promise<ConsentResponse> {
  const [row] = await options.database.db
    .insert(userConsentLog)
    .values({ userId: options.userId, ...options.input })
    .returning();
  if (!row) throw new Error('consent row was not written');
  return {
    consentType: row.consentType,
    consented: row.consented,
    createdAt: row.createdAt.toISOString(),
  };
}
