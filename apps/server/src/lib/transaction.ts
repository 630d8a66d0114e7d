import type { Db } from '@lineup/db';

/** An open transaction, as Drizzle hands it to `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction or the database: helpers that run inside their caller's transaction take this. */
export type DbOrTx = Db | Tx;
