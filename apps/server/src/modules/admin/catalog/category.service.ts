import type { adminSaveCategory } from '@huaren/contract';
import { Code, type AdminCategory } from '@huaren/contract';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import type { Clock } from '../../../lib/clock';
import type { InputData } from '../../../lib/register-call';
import { Refusal } from '../../../lib/envelope';
import type { Catalog } from '../../../core/site/catalog';
import { writeAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changes';
import { AdminReasons } from '../reasons';
import { createCategoryAdminRepository } from './category-admin.repository';
import { presentAdminCategory } from './category.presenter';
import { saveOrder } from './order';

/** Both client types list a category made in the console (bit mask, see CategoryTable). */
const ALL_CLIENTS = 0b11;

export function createCategoryAdminService(db: Db, now: Clock, catalog: Catalog) {
  const categories = createCategoryAdminRepository(db);

  const listAll = async () => ({ list: (await categories.listAll()).map(presentAdminCategory) });

  const save = async (
    actor: SessionUser,
    input: InputData<typeof adminSaveCategory>,
  ): Promise<AdminCategory> => {
    const { id, name, icon, color, recommended, hasPrice, premoderated, reason } = input;
    if (await categories.nameTaken(name, id)) {
      throw new Refusal(Code.conflict, AdminReasons.categoryNameTaken);
    }
    const values = {
      name,
      icon,
      color,
      recommended: recommended ? 1 : 0,
      has_price: hasPrice ? 1 : 0,
      premoderated: premoderated ? 1 : 0,
    };
    const saved = await db.transaction().execute(async (trx) => {
      const repo = createCategoryAdminRepository(trx);
      const audit = { actorId: actor.id, targetType: 'category', reason, now: now() } as const;
      if (id === undefined) {
        const row = await repo.insert({ ...values, client_types: ALL_CLIENTS });
        const after = presentAdminCategory(row);
        await writeAudit(trx, { ...audit, action: 'category.create', targetId: row.id, after });
        return after;
      }
      const old = await repo.findById(id);
      if (!old) throw new Refusal(Code.notFound, AdminReasons.categoryNotFound);
      const row = await repo.update(id, values);
      const after = presentAdminCategory(row);
      const changes = changedFields(presentAdminCategory(old), after);
      await writeAudit(trx, { ...audit, action: 'category.update', targetId: id, ...changes });
      return after;
    });
    catalog.invalidate();
    return saved;
  };

  return {
    listAll,

    async save(actor: SessionUser, input: InputData<typeof adminSaveCategory>) {
      try {
        return await save(actor, input);
      } catch (err) {
        // Two admins saving the same name at once: the unique index answers the later one.
        if (isUniqueViolation(err))
          throw new Refusal(Code.conflict, AdminReasons.categoryNameTaken);
        throw err;
      }
    },

    async order(actor: SessionUser, ids: number[]) {
      await saveOrder(db, actor, {
        table: 'categories',
        ids,
        current: (await categories.listAll()).map((c) => c.id),
        incomplete: AdminReasons.categoryOrderIncomplete,
        audit: { action: 'category.order', targetType: 'category', targetId: 'all' },
        now: now(),
      });
      catalog.invalidate();
      return listAll();
    },
  };
}
