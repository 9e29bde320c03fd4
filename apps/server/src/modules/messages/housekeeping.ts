import type { Db } from '../../db/database';
import type { HousekeepingTask } from '../../hooks/housekeeping';
import { createTicketRepository } from './ticket.repository';

export function messageHousekeeping(db: Db): HousekeepingTask[] {
  return [{ name: 'stream tickets', run: (now) => createTicketRepository(db).purgeExpired(now) }];
}
