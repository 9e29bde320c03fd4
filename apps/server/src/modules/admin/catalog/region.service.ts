import type { adminSaveRegion } from '@huaren/contract';
import { Code, RegionLevel, type AdminRegion } from '@huaren/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import type { Clock } from '../../../lib/clock';
import type { InputData } from '../../../lib/register-call';
import { Refusal } from '../../../lib/envelope';
import type { Catalog } from '../../../core/site/catalog';
import type { RegionRow } from '../../regions/region.repository';
import { writeAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changes';
import { AdminReasons } from '../reasons';
import { saveOrder } from './order';
import { createRegionAdminRepository } from './region-admin.repository';
import { presentAdminRegion } from './region.presenter';
import { POSTS, PUBLISHED } from '../../../core/content/kinds';
import { restampRegion } from '../../../core/content/restamp.repository';
import { searchIndexOf } from '../../posts/search/create-search-index';

type SaveInput = InputData<typeof adminSaveRegion>;

export interface RegionServiceDeps {
  db: Db;
  now: Clock;
  catalog: Catalog;
  log: FastifyBaseLogger;
}

export function createRegionAdminService({ db, now, catalog, log }: RegionServiceDeps) {
  const regions = createRegionAdminRepository(db);
  const index = searchIndexOf(db);

  const parentOf = async (parentId: number | null): Promise<RegionRow | null> => {
    if (parentId === null) return null;
    const parent = await regions.findById(parentId);
    if (!parent) throw new Refusal(Code.notFound, AdminReasons.parentNotFound);
    return parent;
  };
  const levelUnder = (parent: RegionRow | null) =>
    parent ? parent.level + 1 : RegionLevel.country;

  /** A new region, last under its parent, one level below it. */
  const create = async (actor: SessionUser, input: SaveInput): Promise<RegionRow> => {
    const parent = await parentOf(input.parentId);
    const level = levelUnder(parent);
    if (level > RegionLevel.metro) throw new Refusal(Code.invalid, AdminReasons.regionTooDeep);
    if (await regions.nameTaken(input.parentId, input.name)) {
      throw new Refusal(Code.conflict, AdminReasons.regionNameTaken);
    }
    return db.transaction().execute(async (trx) => {
      const repo = createRegionAdminRepository(trx);
      const row = await repo.insert({
        parent_id: input.parentId,
        name: input.name,
        name_en: input.nameEn ?? '',
        pinyin: input.pinyin ?? '',
        level,
        sort_order: await repo.nextSortOrder(input.parentId),
      });
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'region.create',
        targetType: 'region',
        targetId: row.id,
        reason: input.reason,
        after: presentAdminRegion(row),
        now: now(),
      });
      return row;
    });
  };

  /** A rename, a move to a parent of the old parent's level (the region keeps its own), or both. */
  const update = async (actor: SessionUser, id: number, input: SaveInput) => {
    const old = await regions.findById(id);
    if (!old) throw new Refusal(Code.notFound, AdminReasons.regionNotFound);
    const moved = input.parentId !== old.parent_id;
    if (moved && levelUnder(await parentOf(input.parentId)) !== old.level) {
      throw new Refusal(Code.invalid, AdminReasons.regionLevelChanged);
    }
    if (await regions.nameTaken(input.parentId, input.name, id)) {
      throw new Refusal(Code.conflict, AdminReasons.regionNameTaken);
    }
    const row = await db.transaction().execute(async (trx) => {
      const repo = createRegionAdminRepository(trx);
      const updated = await repo.update(id, {
        name: input.name,
        ...(input.nameEn !== undefined ? { name_en: input.nameEn } : {}),
        ...(input.pinyin !== undefined ? { pinyin: input.pinyin } : {}),
        parent_id: input.parentId,
        ...(moved ? { sort_order: await repo.nextSortOrder(input.parentId) } : {}),
      });
      await writeAudit(trx, {
        actorId: actor.id,
        action: moved ? 'region.move' : 'region.update',
        targetType: 'region',
        targetId: id,
        reason: input.reason,
        ...changedFields(presentAdminRegion(old), presentAdminRegion(updated)),
        now: now(),
      });
      return updated;
    });
    return { row, moved };
  };

  return {
    async save(actor: SessionUser, input: SaveInput): Promise<AdminRegion> {
      try {
        if (input.id === undefined) {
          const row = await create(actor, input);
          catalog.invalidate();
          return presentAdminRegion(row);
        }
        const { row, moved } = await update(actor, input.id, input);
        catalog.invalidate();
        if (moved) {
          const place = (await catalog.snapshot()).place(row.id);
          // A published post's search entry carries its region (on SQLite): it follows.
          const count = place
            ? await restampRegion(db, place, async (trx, kind, status, ids) => {
                if (kind === POSTS && status === PUBLISHED) await index.regionsMoved(trx, ids);
              })
            : 0;
          log.info({ regionId: row.id, rows: count }, 'region moved: posts and articles refiled');
        }
        return presentAdminRegion(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new Refusal(Code.conflict, AdminReasons.regionNameTaken);
        throw err;
      }
    },

    async order(actor: SessionUser, parentId: number | null, ids: number[]) {
      await saveOrder(db, actor, {
        table: 'regions',
        ids,
        current: (await regions.children(parentId)).map((r) => r.id),
        incomplete: AdminReasons.regionOrderIncomplete,
        audit: { action: 'region.order', targetType: 'region', targetId: parentId ?? 'root' },
        now: now(),
      });
      catalog.invalidate();
      return { list: (await regions.children(parentId)).map(presentAdminRegion) };
    },
  };
}
