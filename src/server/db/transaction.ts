import type { Db } from './connect.js';

/** Runs `work` in one transaction: what a service gets instead of the database, so its SQL stays in repositories. */
export type RunInTransaction = <T>(work: (trx: Db) => Promise<T>) => Promise<T>;

export function transactionsOf(db: Db): RunInTransaction {
  return (work) => db.transaction().execute(work);
}
