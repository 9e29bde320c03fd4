import type { Db } from '../../db/database';
import type { HousekeepingTask } from '../../hooks/housekeeping';
import { createPostRepository } from './post.repository';

/**
 * Moves published posts past their life to `expired`. Reads never rely on it (each compares
 * `expires_at` with the clock); it keeps the list indexes' `published` ranges to live posts.
 */
export function postHousekeeping(db: Db): HousekeepingTask[] {
  return [{ name: 'expired posts', run: (now) => createPostRepository(db).expire(now) }];
}
