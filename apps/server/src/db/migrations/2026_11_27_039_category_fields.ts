import { sql, type Kysely } from 'kysely';
import { addColumnWithDefault, dropTables, index, uniqueIndex, withIdColumn } from './helpers';

/**
 * Fields per category (decision 0041): the definitions, each post's answers as JSON on the post
 * (what the detail and the cards read), and one row per answer in post_field_values (what the
 * filters probe). A list walks its usual (status, region, category, id) index newest first and
 * probes each post's answers through post_field_values_post_idx, which covers the check (an
 * index-only probe on both dialects) and serves an edit's replacement; the `field` index serves a
 * field's deletion only.
 *
 * The seeded categories' fields are written here for a database seeded before this migration;
 * a fresh database gets them from the launch seed through addCategoryFields below.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('category_fields'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('key', 'varchar(30)', (col) => col.notNull())
    .addColumn('label', 'varchar(12)', (col) => col.notNull())
    .addColumn('type', 'varchar(10)', (col) => col.notNull())
    // JSON array of strings: the choices, or a range's units.
    .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('unit', 'varchar(6)', (col) => col.notNull().defaultTo(''))
    .addColumn('min', 'double precision')
    .addColumn('max', 'double precision')
    .addColumn('integer', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('in_list', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('filterable', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('list_format', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('glue', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addCheckConstraint(
      'category_fields_type_value',
      sql`type in ('choice', 'multi', 'number', 'range', 'date', 'bool')`,
    )
    .execute();
  await uniqueIndex(db, 'category_fields', 'category_fields_key', ['category_id', 'key']);

  await addColumnWithDefault(db, 'posts', 'fields', 'text', '{}');

  // num: a number, a range's low end, a date as days since 1970, a yes/no as 1/0; num2: a
  // range's high end; text: a choice (one row per option of a multi), a range's unit.
  await db.schema
    .createTable('post_field_values')
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id'))
    .addColumn('field_id', 'integer', (col) => col.notNull())
    .addColumn('num', 'double precision')
    .addColumn('num2', 'double precision')
    .addColumn('text', 'varchar(20)')
    .execute();
  await index(db, 'post_field_values', 'post_field_values_post_idx', [
    'post_id',
    'field_id',
    'num',
    'text',
    'num2',
  ]);
  await index(db, 'post_field_values', 'post_field_values_field_idx', ['field_id']);

  await addCategoryFields(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['post_field_values', 'category_fields']);
  await db.schema.alterTable('posts').dropColumn('fields').execute();
}

interface FieldSeed {
  key: string;
  label: string;
  type: 'choice' | 'multi' | 'number' | 'range' | 'date' | 'bool';
  options?: string[];
  unit?: string;
  min?: number;
  max?: number;
  integer?: boolean;
  inList?: boolean;
  listFormat?: string;
  glue?: boolean;
}

/**
 * The questions each seeded category asks, by the category's icon (which survives a rename).
 * None is required: posts published before keep saving, and administrators choose which to
 * require. All are filterable.
 */
export const CATEGORY_FIELDS_2026_11_27: Record<string, FieldSeed[]> = {
  housing: [
    {
      key: 'rental_type',
      label: '出租方式',
      type: 'choice',
      options: ['整租', '合租', '单间', '床位'],
      inList: true,
    },
    {
      key: 'bedrooms',
      label: '卧室',
      type: 'number',
      unit: '间',
      min: 0,
      max: 20,
      inList: true,
      listFormat: '{}卧',
    },
    {
      key: 'bathrooms',
      label: '卫浴',
      type: 'number',
      unit: '间',
      min: 0,
      max: 20,
      integer: false,
      inList: true,
      listFormat: '{}卫',
      glue: true,
    },
    { key: 'move_in', label: '入住日期', type: 'date', inList: true, listFormat: '{}起' },
    { key: 'lease', label: '租期', type: 'choice', options: ['短租', '月租', '年租'] },
    { key: 'credit_check', label: '需要信用记录/SSN', type: 'bool' },
    { key: 'itin_ok', label: '接受无身份/ITIN', type: 'bool' },
    { key: 'pets', label: '可养宠物', type: 'bool' },
    { key: 'furnished', label: '带家具', type: 'bool' },
    { key: 'gender', label: '男女限制', type: 'choice', options: ['不限', '限女生', '限男生'] },
    { key: 'utilities', label: '包水电', type: 'bool', inList: true },
  ],
  jobs: [
    {
      key: 'job_type',
      label: '工作性质',
      type: 'choice',
      options: ['全职', '兼职', '临时'],
      inList: true,
    },
    {
      key: 'wage',
      label: '工资',
      type: 'range',
      options: ['时薪', '月薪', '年薪'],
      unit: '$',
      min: 0,
      max: 10_000_000,
      inList: true,
    },
    { key: 'pay_method', label: '付款方式', type: 'multi', options: ['W-2', '1099', '现金'] },
    { key: 'room_board', label: '包吃住', type: 'bool', inList: true },
    {
      key: 'visa',
      label: '签证',
      type: 'multi',
      options: ['可办H-1B', '接受OPT', '需要身份'],
    },
    { key: 'languages', label: '语言', type: 'multi', options: ['普通话', '粤语', '英语'] },
    { key: 'work_place', label: '工作地点', type: 'choice', options: ['现场', '远程', '混合'] },
  ],
  car: [
    {
      key: 'year',
      label: '年份',
      type: 'number',
      min: 1950,
      max: 2030,
      inList: true,
      listFormat: '{}年',
    },
    {
      key: 'make',
      label: '品牌',
      type: 'choice',
      options: [
        '丰田',
        '本田',
        '日产',
        '雷克萨斯',
        '马自达',
        '斯巴鲁',
        '现代',
        '起亚',
        '特斯拉',
        '宝马',
        '奔驰',
        '奥迪',
        '大众',
        '福特',
        '雪佛兰',
        '其他',
      ],
      inList: true,
    },
    {
      key: 'body_type',
      label: '车型',
      type: 'choice',
      options: ['轿车', 'SUV', 'MPV', '皮卡', '跑车', '其他'],
    },
    {
      key: 'mileage',
      label: '里程',
      type: 'number',
      unit: '英里',
      min: 0,
      max: 1_000_000,
      inList: true,
    },
    {
      key: 'title_status',
      label: '产权',
      type: 'choice',
      options: ['Clean', 'Salvage', 'Rebuilt'],
    },
    { key: 'transmission', label: '变速箱', type: 'choice', options: ['自动', '手动'] },
  ],
  secondhand: [
    {
      key: 'condition',
      label: '成色',
      type: 'choice',
      options: ['全新', '几乎全新', '轻微使用痕迹', '明显使用痕迹'],
      inList: true,
    },
    { key: 'negotiable', label: '可议价', type: 'bool', inList: true },
    { key: 'delivery', label: '交易方式', type: 'multi', options: ['自取', '送货', '邮寄'] },
  ],
  service: [
    {
      key: 'service_area',
      label: '服务区域',
      type: 'choice',
      options: ['本市', '周边城市', '全州', '全国'],
      inList: true,
    },
    { key: 'licensed', label: '持证', type: 'bool', inList: true },
  ],
};

type Tables = Kysely<{
  categories: { id: number; icon: string };
  category_fields: Record<string, unknown>;
}>;

/**
 * Gives each seeded category its fields, unless it has some: where the categories exist (after
 * the launch seed, or here on a database seeded before) and never over an administrator's edits.
 */
export async function addCategoryFields(db: Kysely<unknown>): Promise<void> {
  const tables = db as unknown as Tables;
  const categories = await tables.selectFrom('categories').select(['id', 'icon']).execute();
  const defined = await tables
    .selectFrom('category_fields')
    .select(sql<number>`category_id`.as('category_id'))
    .execute();
  const has = new Set(defined.map((r) => Number(r.category_id)));
  for (const category of categories) {
    const seeds = CATEGORY_FIELDS_2026_11_27[category.icon];
    if (!seeds || has.has(category.id)) continue;
    await tables
      .insertInto('category_fields')
      .values(
        seeds.map((f, i) => ({
          category_id: category.id,
          key: f.key,
          label: f.label,
          type: f.type,
          options: JSON.stringify(f.options ?? []),
          unit: f.unit ?? '',
          min: f.min ?? null,
          max: f.max ?? null,
          integer: f.integer === false ? 0 : 1,
          required: 0,
          in_list: f.inList ? 1 : 0,
          filterable: 1,
          list_format: f.listFormat ?? '',
          glue: f.glue ? 1 : 0,
          sort_order: i + 1,
        })),
      )
      .execute();
  }
}
