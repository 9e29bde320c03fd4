import { z } from '../z';
import { adminCall, defineCall } from '../define-call';
import { idField } from '../ids';
import { listOf } from '../paging';
import { Code } from '../protocol/codes';
import { plainText } from '../text';
import { adminOptionalReasonField } from '../admin/fields';
import {
  CategoryField,
  FIELD_KEY_PATTERN,
  FIELD_LABEL_MAX,
  FIELD_LIST_FORMAT_MAX,
  FIELD_NUMBER_LIMIT,
  FIELD_OPTION_MAX,
  FIELD_OPTIONS_MAX,
  FIELD_UNIT_MAX,
  CATEGORY_FIELDS_MAX,
  FieldType,
} from './definition';

/** Reading and editing the fields of categories (decision 0041). */

export const categoryFields = defineCall('GET /v1/user/category_fields/', {
  input: z.object({ categoryId: idField('分类').optional() }),
  output: listOf(CategoryField),
  auth: 'visitor',
  summary:
    "The fields of every category (or of one), each category's in its order: the publish form's questions, the detail's table, the card line and the filter sheet",
  added: true,
});

/** A line of text the console writes: a label, an option, a unit. */
const shortText = (what: string, max: number, min = 1) =>
  z
    .string({ error: `请输入${what}` })
    .transform(plainText)
    .pipe(
      z
        .string()
        .min(min, { error: `请输入${what}` })
        .max(max, { error: `${what}最多 ${max} 个字` })
        .refine((v) => !/[\n\t|>{}]/.test(v), { error: `${what}不能包含换行或 | > { } 等符号` }),
    );

const limit = z
  .number({ error: '上下限必须是数字' })
  .min(-FIELD_NUMBER_LIMIT, { error: '上下限超出范围' })
  .max(FIELD_NUMBER_LIMIT, { error: '上下限超出范围' })
  .nullable()
  .default(null);

export const CategoryFieldInput = z
  .object({
    /** Absent: a new field, placed last in its category. */
    id: idField('字段').optional(),
    categoryId: idField('分类'),
    /** Fixed once created (posts keep their answers under it). */
    key: z.string({ error: '请输入字段标识' }).regex(FIELD_KEY_PATTERN, {
      error: '字段标识为小写字母开头的字母、数字或下划线，最多 30 位',
    }),
    label: shortText('字段名称', FIELD_LABEL_MAX),
    /** Fixed once created. */
    type: FieldType,
    options: z
      .array(shortText('选项', FIELD_OPTION_MAX), { error: '选项格式不正确' })
      .max(FIELD_OPTIONS_MAX, { error: `最多 ${FIELD_OPTIONS_MAX} 个选项` })
      .default([]),
    unit: z
      .string({ error: '单位格式不正确' })
      .transform(plainText)
      .pipe(
        z
          .string()
          .max(FIELD_UNIT_MAX, { error: `单位最多 ${FIELD_UNIT_MAX} 个字` })
          .refine((v) => !/[\n\t|>{}]/.test(v), { error: '单位不能包含换行或特殊符号' }),
      )
      .default(''),
    min: limit,
    max: limit,
    integer: z.boolean({ error: '请选择是否只能填整数' }).default(true),
    required: z.boolean({ error: '请选择是否必填' }),
    inList: z.boolean({ error: '请选择是否显示在列表' }),
    filterable: z.boolean({ error: '请选择是否可筛选' }),
    listFormat: z
      .string({ error: '列表格式不正确' })
      .transform(plainText)
      .pipe(
        z
          .string()
          .max(FIELD_LIST_FORMAT_MAX, { error: `列表格式最多 ${FIELD_LIST_FORMAT_MAX} 个字` })
          .refine((v) => !/[\n\t>]/.test(v), { error: '列表格式不能包含换行或“>”' }),
      )
      .default(''),
    glue: z.boolean({ error: '请选择是否紧接上一项' }).default(false),
    reason: adminOptionalReasonField,
  })
  .superRefine((f, ctx) => {
    const issue = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    const listed = f.type === 'choice' || f.type === 'multi';
    if (listed && f.options.length < 2) issue('单选或多选至少要有 2 个选项', 'options');
    if (new Set(f.options).size !== f.options.length) issue('选项不能重复', 'options');
    if (!listed && f.type !== 'range' && f.options.length > 0)
      issue('只有单选、多选和范围可以设置选项', 'options');
    if (f.min !== null && f.max !== null && f.min > f.max) issue('下限不能高于上限', 'min');
    if (f.type === 'bool') {
      if (f.listFormat.split('|').length > 2)
        issue('是/否的列表格式为“是的说法|否的说法”', 'listFormat');
    } else if (f.listFormat !== '' && !f.listFormat.includes('{}'))
      issue('列表格式须用 {} 代表填写的值，如 {}卧', 'listFormat');
  });
export type CategoryFieldInput = z.input<typeof CategoryFieldInput>;

export const adminCategoryFields = adminCall('GET /v1/admin/category_fields/', {
  input: z.object({ categoryId: idField('分类') }),
  output: listOf(CategoryField),
  summary: "A category's fields in order (404 for no such category)",
  codes: [Code.notFound],
});

export const adminSaveCategoryField = adminCall('POST /v1/admin/category_field/save/', {
  input: CategoryFieldInput,
  output: CategoryField,
  summary: `Create a field of a category (placed last; at most ${CATEGORY_FIELDS_MAX} a category) or change one. Keys are unique in a category; a field's key, type and category never change (400). Posts saved before keep their answers: those that no longer fit (a removed option) are left out when read, and a field made required applies from a post's next edit`,
  codes: [Code.notFound, Code.conflict],
});

export const adminDeleteCategoryField = adminCall('POST /v1/admin/category_field/delete/', {
  input: z.object({ id: idField('字段'), reason: adminOptionalReasonField }),
  output: z.object({}),
  summary:
    "Delete a field: it leaves the forms, tables, cards, filters and saved searches' filters at once; the posts' answers stay stored but are no longer read",
  codes: [Code.notFound],
});

export const adminOrderCategoryFields = adminCall('POST /v1/admin/category_fields/order/', {
  input: z.object({
    categoryId: idField('分类'),
    ids: z.array(idField('字段')).min(1, { error: '请提供字段顺序' }),
  }),
  output: listOf(CategoryField),
  summary: "Set the order of a category's fields: `ids` must hold each of them exactly once",
  codes: [Code.notFound],
});
