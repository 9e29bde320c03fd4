import { ADMIN_KEYWORD_WINDOW, type ContentStatus, type ContentType } from '@huaren/contract';
import { sql, type RawBuilder } from 'kysely';
import { ARTICLES, POSTS, type ContentKind } from '../../../core/content/kinds';
import type { Db } from '../../../db/database';

/** Rows of any content type in one shape, as the console lists them. */
export interface ContentRow {
  id: number;
  title: string;
  excerpt: string;
  status: ContentStatus;
  status_reason: string | null;
  user_id: number;
  nick_name: string;
  created_at: number;
  parent_id: number | null;
  recommended_at: number | null;
  recommend_until: number | null;
}

interface TypeSql {
  /** The type's own table, which the keyword window walks. */
  table: RawBuilder<unknown>;
  from: RawBuilder<unknown>;
  title: RawBuilder<string>;
  text: RawBuilder<string>;
  /** What a keyword is looked for in: a reply's or comment's own text, not its parent's title. */
  searched: readonly RawBuilder<string>[];
  parent: RawBuilder<number | null>;
  /** The status the console shows; `now` decides a post's expiry like the public lists do. */
  status: (now: number) => RawBuilder<ContentStatus>;
  /**
   * The rows in `status`, written so that a rare status walks an index down (migrations 005,
   * 010 and 023) rather than every row; a common one (published, expired) walks the primary key,
   * finding a page soon. Literal values, so that the planners can use the partial indexes.
   */
  is: (status: ContentStatus, now: number) => RawBuilder<boolean>;
  recommended: RawBuilder<number | null>;
  recommendUntil: RawBuilder<number | null>;
}

/** What names a type's rows and text, as opposed to its statuses and recommendations. */
type ColumnsOf = 'table' | 'from' | 'title' | 'text' | 'searched' | 'parent';

const NULL = sql<null>`null`;
/** A status the type never has: the planners answer it without reading a row. */
const NONE = sql<boolean>`1 = 0`;

const postStatus = (now: number) =>
  sql<ContentStatus>`case when t.status = 'published' and t.expires_at <= ${now} then 'expired' else t.status end`;

/** The columns of a kind's items (posts, articles): searched by title and text; no parent. */
function items(kind: ContentKind, textColumn: 'content' | 'body'): Pick<TypeSql, ColumnsOf> {
  const text = sql<string>`t.${sql.raw(textColumn)}`;
  return {
    table: sql.raw(kind.table),
    from: sql`${sql.raw(kind.table)} t join users u on u.id = t.user_id`,
    title: sql`t.title`,
    text,
    searched: [sql`t.title`, text],
    parent: NULL,
  };
}

/**
 * The columns of a kind's thread entries (replies, comments): their own text, searched alone,
 * under their item's title (`i`); never recommended. Their statuses differ by kind.
 */
function threadEntries(
  kind: ContentKind,
): Pick<TypeSql, ColumnsOf | 'recommended' | 'recommendUntil'> {
  const entries = sql.raw(kind.thread.table);
  const item = sql.raw(kind.idColumn);
  return {
    table: entries,
    from: sql`${entries} t join users u on u.id = t.user_id join ${sql.raw(kind.table)} i on i.id = t.${item}`,
    title: sql`i.title`,
    text: sql`t.content`,
    searched: [sql`t.content`],
    parent: sql`t.${item}`,
    recommended: NULL,
    recommendUntil: NULL,
  };
}

/** `t` is the type's own table and `u` its author in every type's FROM. */
const TYPES: Record<ContentType, TypeSql> = {
  post: {
    ...items(POSTS, 'content'),
    status: postStatus,
    is: (status, now) => {
      if (status === 'published') return sql`t.status = 'published' and t.expires_at > ${now}`;
      return status === 'expired' ? sql`${postStatus(now)} = 'expired'` : sql`t.status = ${status}`;
    },
    recommended: sql`t.recommended_at`,
    recommendUntil: sql`t.recommend_until`,
  },
  article: {
    ...items(ARTICLES, 'body'),
    status: () => sql`t.status`,
    is: (status) => sql`t.status = ${status}`,
    recommended: NULL,
    recommendUntil: NULL,
  },
  reply: {
    ...threadEntries(POSTS),
    status: () => sql`case when t.hidden = 1 then 'hidden' else 'published' end`,
    is: (status) => {
      if (status === 'hidden') return sql`t.hidden = 1`;
      return status === 'published' ? sql`t.hidden = 0` : NONE;
    },
  },
  comment: {
    ...threadEntries(ARTICLES),
    status: () =>
      sql`case when t.status = 'deleted' then 'deleted' when t.hidden = 1 then 'hidden' else 'published' end`,
    is: (status) => {
      if (status === 'deleted') return sql`t.status = 'deleted'`;
      if (status === 'hidden') return sql`t.hidden = 1 and t.status <> 'deleted'`;
      return status === 'published' ? sql`t.status = 'published' and t.hidden = 0` : NONE;
    },
  },
};

export interface ContentFilter {
  type: ContentType;
  status?: ContentStatus | undefined;
  authorId?: number | undefined;
  /**
   * Words the indexes cannot answer (replies, comments, articles; expired and deleted posts),
   * looked for with LIKE in the newest ADMIN_KEYWORD_WINDOW rows of the type, or of the author
   * when given, whatever their status: the rows read stay bounded however the site grows
   * (decision 0008, "Finding content by its words").
   */
  keyword?: string | undefined;
  /** Posts found by a search index. */
  ids?: readonly number[];
  beforeId?: number | undefined;
  now: number;
  limit: number;
}

/** LIKE's own characters taken literally. */
const likePattern = (part: string) => `%${part.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Every space-separated part of the keyword somewhere in the searched text, like the index. */
function keywordCondition(t: TypeSql, keyword: string): RawBuilder<boolean> {
  const parts = keyword.split(/\s+/).filter(Boolean);
  return sql.join(
    parts.map(
      (part) =>
        sql`(${sql.join(
          t.searched.map((column) => sql`lower(${column}) like ${likePattern(part)} escape '\\'`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );
}

export function createContentRepository(db: Db) {
  const select = (
    type: ContentType,
    now: number,
    where: RawBuilder<boolean>,
    limit: number,
    order: RawBuilder<unknown> = sql`t.id desc`,
  ) => {
    const t = TYPES[type];
    return sql<ContentRow>`select t.id, ${t.title} as title,
        substr(${t.text}, 1, 120) as excerpt, ${t.status(now)} as status, t.status_reason,
        t.user_id, u.nick_name, t.created_at, ${t.parent} as parent_id,
        ${t.recommended} as recommended_at, ${t.recommendUntil} as recommend_until
      from ${t.from} where ${where} order by ${order} limit ${limit}`
      .execute(db)
      .then((r) => r.rows);
  };

  return {
    /**
     * Newest first: walks the primary key (or the author's index) down, filtering each row. A
     * keyword bounds the walk below by the window's oldest row.
     */
    list(filter: ContentFilter): Promise<ContentRow[]> {
      const t = TYPES[filter.type];
      const conditions: RawBuilder<boolean>[] = [sql`1 = 1`];
      if (filter.status) conditions.push(t.is(filter.status, filter.now));
      if (filter.authorId !== undefined) conditions.push(sql`t.user_id = ${filter.authorId}`);
      if (filter.ids) {
        if (filter.ids.length === 0) return Promise.resolve([]);
        conditions.push(sql`t.id in (${sql.join(filter.ids)})`);
      }
      if (filter.keyword) {
        const author =
          filter.authorId === undefined ? sql`1 = 1` : sql`user_id = ${filter.authorId}`;
        // Null when the type (or author) has fewer rows than the window: then all are in it.
        conditions.push(sql`t.id >= coalesce((select id from ${t.table} where ${author}
          order by id desc limit 1 offset ${ADMIN_KEYWORD_WINDOW - 1}), 0)`);
        conditions.push(keywordCondition(t, filter.keyword));
      }
      if (filter.beforeId !== undefined) conditions.push(sql`t.id < ${filter.beforeId}`);
      return select(filter.type, filter.now, sql.join(conditions, sql` and `), filter.limit);
    },

    async find(type: ContentType, id: number, now: number): Promise<ContentRow | undefined> {
      return (await select(type, now, sql`t.id = ${id}`, 1))[0];
    },

    /** Posts recommended now, newest recommendation first. */
    recommended(now: number, limit: number): Promise<ContentRow[]> {
      const live = sql<boolean>`t.recommended_at is not null and t.recommend_until > ${now}`;
      return select('post', now, live, limit, sql`t.recommended_at desc`);
    },

    /** Sets or clears a post's recommendation; false when the post is missing. */
    async recommend(id: number, until: number | null, now: number, trx: Db): Promise<boolean> {
      const row = await trx
        .updateTable('posts')
        .set({ recommended_at: until === null ? null : now, recommend_until: until })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
