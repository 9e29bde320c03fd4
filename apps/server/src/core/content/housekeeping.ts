import type { Db } from '../../db/database';
import type { HousekeepingTask } from '../../hooks/housekeeping';
import { dayOf } from './view-reader';
import { purgeViewReaders } from './view.repository';

/** What every content kind keeps tidy: today's and yesterday's readers count each view once. */
export function contentHousekeeping(db: Db): HousekeepingTask[] {
  return [{ name: 'view readers', run: (now) => purgeViewReaders(db, dayOf(now) - 1) }];
}
