// Uploads never attached to a review are deleted a day after they were made (the contract's promise), files and
// rows, by a periodic job of each listening server, safe with several instances on one database like the cart
// sweeper (carts/sweeper.ts): a batch of due rows is claimed and deleted in one statement with FOR UPDATE SKIP
// LOCKED (a row a review is attaching right now is locked by that transaction and skipped; the attach then wins,
// or, if it rolled back, the next sweep takes the row), and only the files of the rows this sweep deleted are
// removed, after its commit. A file whose removal fails is logged and stays (its row is gone, nothing links it).
import { sql } from 'drizzle-orm';
import type { MediaStorage } from '../../adapters/media-storage.ts';
import type { Database } from '../../db/database.ts';
import { runIn } from '../../db/run.ts';
import { scheduleEvery } from '../../lib/schedule.ts';
import type { Clock } from '../../lib/time.ts';
import { keysOf } from './upload.ts';

/** How long an upload waits for its review. */
const UNATTACHED_TTL_MS = 24 * 3_600_000;
const BATCH = 200;

/** Deletes uploads unattached for a day by `now`; answers how many. */
export async function sweepUnattachedMedia(
  database: Database,
  storage: MediaStorage,
  now: Date,
  onFileError: (error: unknown, key: string) => void = () => undefined,
): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_TTL_MS).toISOString();
  let total = 0;
  for (;;) {
    const gone = await database.transaction((tx) =>
      runIn(tx)<{ type: 'photo' | 'video'; storage_key: string; mime_type: string }>(sql`
        DELETE FROM review_media m
         WHERE m.id IN (SELECT id FROM review_media
                         WHERE review_id IS NULL AND created_at <= ${before}::timestamptz
                         ORDER BY created_at LIMIT ${BATCH}
                           FOR UPDATE SKIP LOCKED)
           AND m.review_id IS NULL
        RETURNING m.type, m.storage_key, m.mime_type`),
    );
    for (const row of gone) {
      for (const key of keysOf(row.type, row.storage_key, row.mime_type)) {
        await storage.delete(key).catch((error: unknown) => onFileError(error, key));
      }
    }
    total += gone.length;
    if (gone.length < BATCH) return total;
  }
}

/** Sweeps now and then hourly until stopped (a listening server; tests call sweepUnattachedMedia). */
export function scheduleMediaSweeper(
  database: Database,
  storage: MediaStorage,
  clock: Clock,
  onError: (error: unknown) => void,
  everyMs = 3_600_000,
): () => void {
  return scheduleEvery(
    () => sweepUnattachedMedia(database, storage, clock(), (error) => onError(error)),
    everyMs,
    onError,
  );
}
