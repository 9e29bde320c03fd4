import { z } from '../z';
import { adminCall } from '../define-call';
import { Category, CategoryIcon } from '../launch/categories';
import { ParamConfigItem } from '../launch/config';
import { idField } from '../ids';
import { Code } from '../protocol/codes';
import { REPORT_AUTO_HIDE_KEY, REPORT_AUTO_HIDE_MAX } from './reports';
import { plainText } from '../text';
import { adminOptionalReasonField } from './fields';
import { listOf, wholeList } from '../paging';
import { ParamKey } from '../launch/param-keys';
import { parseRiskPatterns } from '../posts/risk-patterns';

/** Categories, regions and parameter config, edited from the console. */

/** The longest English names or pinyin a region may carry (the columns are varchar(200)). */
export const REGION_ALIAS_MAX = 200;

export const AdminCategory = Category.extend({
  /** New posts in it wait as `pending` until an admin approves them. */
  premoderated: z.boolean(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** A region's other names (Region.nameEn, Region.pinyin): one line, possibly empty. */
const aliasField = (what: string) =>
  z
    .string({ error: `${what}须为文字` })
    .transform(plainText)
    .pipe(
      z
        .string()
        .max(REGION_ALIAS_MAX, { error: `${what}最多 ${REGION_ALIAS_MAX} 个字` })
        .refine((v) => !/[\n\t>]/.test(v), { error: `${what}不能包含换行或“>”` }),
    );

const nameField = (what: string, max: number) =>
  z
    .string({ error: `请输入${what}名称` })
    .transform(plainText)
    .pipe(
      z
        .string()
        .min(1, { error: `请输入${what}名称` })
        .max(max, { error: `${what}名称最多 ${max} 个字` })
        .refine((v) => !/[\n\t>]/.test(v), {
          error: `${what}名称不能包含换行、“>”或特殊符号`,
        }),
    );

export const adminCategoryList = adminCall('GET /v1/admin/categories/', {
  ...wholeList(AdminCategory),
  summary: 'Every category in display order, with its pre-moderation flag',
});

export const adminSaveCategory = adminCall('POST /v1/admin/category/save/', {
  input: z.object({
    /** Absent: a new category, placed last. */
    id: idField('分类').optional(),
    name: nameField('分类', 10),
    icon: CategoryIcon,
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: '颜色格式应为 #RRGGBB' }),
    recommended: z.boolean(),
    hasPrice: z.boolean(),
    premoderated: z.boolean(),
    reason: adminOptionalReasonField,
  }),
  output: AdminCategory,
  summary: 'Create a category (placed last) or change one; names are unique',
  codes: [Code.notFound, Code.conflict],
});

export const adminOrderCategories = adminCall('POST /v1/admin/categories/order/', {
  input: z.object({ ids: z.array(idField('分类')).min(1, { error: '请提供分类顺序' }) }),
  output: listOf(AdminCategory),
  summary: 'Set the display order: `ids` must hold every category exactly once',
});

export const AdminRegion = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  /** English names and pinyin: see Region. */
  nameEn: z.string(),
  pinyin: z.string(),
  level: z.number().int(),
  sortOrder: z.number().int(),
});
export type AdminRegion = z.infer<typeof AdminRegion>;

export const adminSaveRegion = adminCall('POST /v1/admin/region/save/', {
  input: z.object({
    /** Absent: a new region, placed last under its parent. */
    id: idField('地区').optional(),
    name: nameField('地区', 20),
    /** Absent: unchanged (a new region: none). */
    nameEn: aliasField('英文名').optional(),
    pinyin: aliasField('拼音').optional(),
    /**
     * Null for a country. Moving a region keeps its level: a metro moves to another state, a state
     * to another country; the posts in it follow.
     */
    parentId: idField('上级地区').nullable(),
    reason: adminOptionalReasonField,
  }),
  output: AdminRegion,
  summary:
    "Create a region or rename or move one (to a parent of the same level as its old parent; its posts' region path follows). Names are unique under a parent",
  codes: [Code.notFound, Code.conflict],
});

export const adminOrderRegions = adminCall('POST /v1/admin/regions/order/', {
  input: z.object({
    parentId: idField('上级地区').nullable(),
    ids: z.array(idField('地区')).min(1, { error: '请提供地区顺序' }),
  }),
  output: listOf(AdminRegion),
  summary: "Set the order of one parent's children: `ids` must hold each of them exactly once",
});

export const PARAM_VALUE_MAX = 20_000;

const isThreshold = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= REPORT_AUTO_HIDE_MAX;

export const adminSaveParamConfig = adminCall('POST /v1/admin/param_config/save/', {
  input: z
    .object({
      key: z
        .string({ error: '请输入参数名' })
        .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, { error: '参数名为字母开头的字母、数字或下划线' }),
      value: z
        .string({ error: '请输入参数值' })
        .transform((v) => v.replace(/\r\n?/g, '\n'))
        .pipe(z.string().max(PARAM_VALUE_MAX, { error: `参数值最多 ${PARAM_VALUE_MAX} 个字` })),
      reason: adminOptionalReasonField,
    })
    // The server reads the threshold on every report; anything but a whole number would be
    // ignored there in silence (the default applies), so the console is told at once.
    .refine((v) => v.key !== REPORT_AUTO_HIDE_KEY || isThreshold(v.value), {
      error: `举报自动隐藏人数须为 1-${REPORT_AUTO_HIDE_MAX} 的整数`,
      path: ['value'],
    })
    // A malformed rule would hold nothing back in silence; the console is told which line.
    .superRefine((v, ctx) => {
      if (v.key !== ParamKey.riskPatterns) return;
      const { error } = parseRiskPatterns(v.value);
      if (error) ctx.addIssue({ code: 'custom', message: `风险规则${error}`, path: ['value'] });
    }),
  output: ParamConfigItem,
  summary: `Set a parameter (about, contact, terms ...; values keep their line breaks and are shown as text). \`${REPORT_AUTO_HIDE_KEY}\`, the distinct reporters that hide a post, takes a whole number from 1 to ${REPORT_AUTO_HIDE_MAX}`,
});

export const adminParamConfigList = adminCall('GET /v1/admin/param_config/', {
  ...wholeList(ParamConfigItem),
  summary:
    'Every parameter, with those the public list leaves out (`riskPatterns`, the texts that send a post to review)',
});
