import type { ParamConfigItem } from '@huaren/contract';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { Catalog } from '../../../core/site/catalog';
import { createParamConfigRepository } from '../../../core/site/param-config.repository';
import { writeAudit } from '../audit/audit.repository';

/**
 * Sets a parameter, new or existing. GET /v1/user/param_config_list/ reads the table on every
 * call (no cache), so the about page shows the value at once; the catalog, which holds the search
 * synonyms, is read afresh.
 */
export function createParamConfigAdminService(db: Db, now: Clock, catalog: Catalog) {
  return {
    async save(
      actor: SessionUser,
      { key, value, reason }: { key: string; value: string; reason?: string | undefined },
    ): Promise<ParamConfigItem> {
      await db.transaction().execute(async (trx) => {
        const t = now();
        const params = createParamConfigRepository(trx);
        const old = await params.get(key);
        await params.save(key, value, t);
        await writeAudit(trx, {
          actorId: actor.id,
          action: old === undefined ? 'config.create' : 'config.update',
          targetType: 'config',
          targetId: key,
          reason,
          before: old === undefined ? null : { value: old },
          after: { value },
          now: t,
        });
      });
      catalog.invalidate();
      return { key, value };
    },
  };
}
