import {
  CATEGORY_FIELDS_MAX,
  Code,
  type adminSaveCategoryField,
  type CategoryField,
} from '@huaren/contract';
import type { SessionUser } from '../../../auth/session';
import type { Catalog } from '../../../core/site/catalog';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import type { Clock } from '../../../lib/clock';
import { Refusal } from '../../../lib/envelope';
import type { InputData } from '../../../lib/register-call';
import { writeAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changes';
import { saveOrder } from './order';
import { createCategoryAdminRepository } from './category-admin.repository';
import { toCategoryField } from '../../../core/site/field-row';
import { createFieldRepository } from '../../../core/site/field.repository';
import { FieldReasons } from './field-reasons';

type FieldInput = InputData<typeof adminSaveCategoryField>;

/** The console's edits of category fields (decision 0041), each with its audit record. */
export function createFieldAdminService(db: Db, now: Clock, catalog: Catalog) {
  const fields = createFieldRepository(db);

  const categoryExists = async (id: number) => {
    if (!(await createCategoryAdminRepository(db).findById(id))) {
      throw new Refusal(Code.notFound, FieldReasons.categoryNotFound);
    }
  };

  const list = async (categoryId: number) => {
    await categoryExists(categoryId);
    return { list: (await fields.ofCategory(categoryId)).map(toCategoryField) };
  };

  const columnsOf = (f: FieldInput) => ({
    label: f.label,
    options: JSON.stringify(f.options),
    unit: f.unit,
    min: f.min,
    max: f.max,
    integer: f.integer ? 1 : 0,
    required: f.required ? 1 : 0,
    in_list: f.inList ? 1 : 0,
    filterable: f.filterable ? 1 : 0,
    list_format: f.listFormat,
    glue: f.glue ? 1 : 0,
  });

  const save = async (actor: SessionUser, input: FieldInput): Promise<CategoryField> => {
    await categoryExists(input.categoryId);
    const saved = await db.transaction().execute(async (trx) => {
      const repo = createFieldRepository(trx);
      const audit = {
        actorId: actor.id,
        targetType: 'field',
        reason: input.reason,
        now: now(),
      } as const;
      const siblings = await repo.ofCategory(input.categoryId);
      if (siblings.some((f) => f.key === input.key && f.id !== input.id)) {
        throw new Refusal(Code.conflict, FieldReasons.keyTaken);
      }
      if (input.id === undefined) {
        if (siblings.length >= CATEGORY_FIELDS_MAX) {
          throw new Refusal(Code.invalid, FieldReasons.tooMany);
        }
        const row = await repo.insert({
          ...columnsOf(input),
          category_id: input.categoryId,
          key: input.key,
          type: input.type,
        });
        const after = toCategoryField(row);
        const record = { ...audit, action: 'field.create', targetId: row.id, after } as const;
        await writeAudit(trx, record);
        return after;
      }
      const old = await repo.findById(input.id);
      if (!old) throw new Refusal(Code.notFound, FieldReasons.fieldNotFound);
      // Posts keep their answers under the key, typed by the type, in the category they are in.
      if (
        old.category_id !== input.categoryId ||
        old.key !== input.key ||
        old.type !== input.type
      ) {
        throw new Refusal(Code.invalid, FieldReasons.fixedOnceCreated);
      }
      const after = toCategoryField(await repo.update(input.id, columnsOf(input)));
      const changes = changedFields(toCategoryField(old), after);
      const record = { ...audit, action: 'field.update', targetId: input.id, ...changes } as const;
      await writeAudit(trx, record);
      return after;
    });
    catalog.invalidate();
    return saved;
  };

  return {
    list,

    async save(actor: SessionUser, input: FieldInput) {
      try {
        return await save(actor, input);
      } catch (err) {
        // Two admins adding the same key at once: the unique index answers the later one.
        if (isUniqueViolation(err)) throw new Refusal(Code.conflict, FieldReasons.keyTaken);
        throw err;
      }
    },

    async remove(actor: SessionUser, id: number, reason: string | undefined) {
      const old = await fields.findById(id);
      if (!old) throw new Refusal(Code.notFound, FieldReasons.fieldNotFound);
      await db.transaction().execute(async (trx) => {
        await createFieldRepository(trx).remove(id);
        await writeAudit(trx, {
          actorId: actor.id,
          action: 'field.delete',
          targetType: 'field',
          targetId: id,
          reason,
          before: toCategoryField(old),
          now: now(),
        });
      });
      catalog.invalidate();
      return {};
    },

    async order(actor: SessionUser, categoryId: number, ids: number[]) {
      await categoryExists(categoryId);
      await saveOrder(db, actor, {
        table: 'category_fields',
        ids,
        current: (await fields.ofCategory(categoryId)).map((f) => f.id),
        incomplete: FieldReasons.orderIncomplete,
        audit: { action: 'field.order', targetType: 'field', targetId: `category:${categoryId}` },
        now: now(),
      });
      catalog.invalidate();
      return list(categoryId);
    },
  };
}
