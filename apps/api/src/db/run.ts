// Raw SQL on a transaction's own connection, for the checkout modules (carts, payments) that lock rows in one
// order across several statements.
import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Runs one SQL statement and answers its rows: on the pool, or on a transaction's own connection. */
export type Run = <T extends Record<string, unknown>>(query: SQL) => Promise<T[]>;

/**
 * Raw SQL on the transaction's connection. Inside a transaction nothing may go through the pool: with every
 * pooled connection held by a transaction waiting for this one (the same Idempotency-Key, the same nights), a
 * second connection would never come, and on PGlite (one connection) it would wait for ever.
 */
export function runIn(tx: Db): Run {
  return async <T extends Record<string, unknown>>(query: SQL) =>
    ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
