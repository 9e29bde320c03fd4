import type { Db } from '../../../db/database';
import { isPostgres } from '../../../db/dialect';
import type { ArticleStatusValue, PostStatusValue } from '../../../db/schema';
import { regionColumnOf, type Place } from '../../../core/site/catalog';
import { ftsDelete, ftsInsert } from '../../posts/search-index';

/** Rows per transaction: short enough that readers and writers of posts never wait long. */
export const RESTAMP_BATCH = 500;

const POST_STATUSES: PostStatusValue[] = ['published', 'pending', 'hidden', 'expired', 'deleted'];
const ARTICLE_STATUSES: ArticleStatusValue[] = ['published', 'pending', 'hidden', 'deleted'];

/**
 * After a region moved, files its posts and articles (its own and its sub-regions') under its new
 * ancestors: `country_id` and `state_id` follow, the region's own column stays. Walks the
 * (status, state_id | metro_id, id) list indexes per status in id batches, each batch one
 * transaction, and takes only rows still filed elsewhere, so running it again finishes an
 * interrupted run. On SQLite a published post's index entry carries its region tokens and is
 * written again; PostgreSQL's `terms` hold text only. Answers how many rows moved.
 */
export async function restampRegion(db: Db, place: Place): Promise<number> {
  const column = regionColumnOf(place);
  if (column === 'country_id' || place.stateId === null) return 0;
  const stamp = { country_id: place.countryId, state_id: place.stateId };
  let moved = 0;
  for (const table of ['posts', 'articles'] as const) {
    const statuses = table === 'posts' ? POST_STATUSES : ARTICLE_STATUSES;
    for (const status of statuses) {
      let after = 0;
      for (;;) {
        const ids = (
          await db
            .selectFrom(table)
            .select('id')
            .where('status', '=', status)
            .where(column, '=', place.id)
            .where('id', '>', after)
            .where((eb) =>
              eb.or([
                eb('country_id', '<>', stamp.country_id),
                eb('state_id', '<>', stamp.state_id),
              ]),
            )
            .orderBy('id')
            .limit(RESTAMP_BATCH)
            .execute()
        ).map((r) => r.id);
        if (ids.length === 0) break;
        await db.transaction().execute(async (trx) => {
          await trx.updateTable(table).set(stamp).where('id', 'in', ids).execute();
          if (table === 'posts' && status === 'published' && !isPostgres(db)) {
            await reindexPosts(trx, ids);
          }
        });
        moved += ids.length;
        after = ids[ids.length - 1]!;
      }
    }
  }
  return moved;
}

async function reindexPosts(trx: Db, ids: number[]): Promise<void> {
  const posts = await trx
    .selectFrom('posts')
    .select([
      'id',
      'title',
      'content',
      'category_id',
      'country_id',
      'state_id',
      'metro_id',
      'status',
    ])
    .where('id', 'in', ids)
    .execute();
  await ftsDelete(trx, ids);
  for (const post of posts) {
    // Re-read inside the transaction: a post unpublished since the walk stays out of the index.
    if (post.status === 'published') await ftsInsert(trx, post.id, post);
  }
}
