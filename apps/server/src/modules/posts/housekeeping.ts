import type { Db } from '../../db/database';
import type { HousekeepingTask } from '../../plugins/housekeeping';
import { createPostRepository } from './post.repository';
import { dayOf } from './view-reader';

/**
 * Moves published posts past their life to `expired`. Reads never rely on it (each compares
 * `expires_at` with the clock); it keeps the list indexes' `published` ranges to live posts.
 */
export function postHousekeeping(db: Db): HousekeepingTask[] {
  return [
    { name: 'expired posts', run: (now) => createPostRepository(db).expire(now) },
    // Today's and yesterday's readers are enough to count each once a day.
    {
      name: 'view readers',
      run: async (now) =>
        Number(
          (
            await db
              .deleteFrom('view_readers')
              .where('day', '<', dayOf(now) - 1)
              .executeTakeFirst()
          ).numDeletedRows,
        ),
    },
  ];
}
