import type { ContentStatus, ContentType } from '@huaren/contract';
import { sql, type RawBuilder } from 'kysely';
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

/**
 * Keyword search outside posts reads this many newest rows of the type (after the status and
 * author filters) with LIKE: the console's search is for recent abuse, and a full scan of every
 * comment would grow with the site.
 */
export const KEYWORD_WINDOW = 5000;

interface TypeSql {
  from: RawBuilder<unknown>;
  title: RawBuilder<string>;
  text: RawBuilder<string>;
  parent: RawBuilder<number | null>;
  /** The status the console shows; `now` decides a post's expiry like the public lists do. */
  status: (now: number) => RawBuilder<ContentStatus>;
  recommended: RawBuilder<number | null>;
  recommendUntil: RawBuilder<number | null>;
}

const NULL = sql<null>`null`;

/** `t` is the type's own table and `u` its author in every type's FROM. */
const TYPES: Record<ContentType, TypeSql> = {
  post: {
    from: sql`posts t join users u on u.id = t.user_id`,
    title: sql`t.title`,
    text: sql`t.content`,
    parent: NULL,
    status: (now) =>
      sql`case when t.status = 'published' and t.expires_at <= ${now} then 'expired' else t.status end`,
    recommended: sql`t.recommended_at`,
    recommendUntil: sql`t.recommend_until`,
  },
  article: {
    from: sql`articles t join users u on u.id = t.user_id`,
    title: sql`t.title`,
    text: sql`t.body`,
    parent: NULL,
    status: () => sql`t.status`,
    recommended: NULL,
    recommendUntil: NULL,
  },
  reply: {
    from: sql`post_replies t join users u on u.id = t.user_id join posts p on p.id = t.post_id`,
    title: sql`p.title`,
    text: sql`t.content`,
    parent: sql`t.post_id`,
    status: () => sql`case when t.hidden = 1 then 'hidden' else 'published' end`,
    recommended: NULL,
    recommendUntil: NULL,
  },
  comment: {
    from: sql`article_comments t join users u on u.id = t.user_id join articles a on a.id = t.article_id`,
    title: sql`a.title`,
    text: sql`t.content`,
    parent: sql`t.article_id`,
    status: () =>
      sql`case when t.status = 'deleted' then 'deleted' when t.hidden = 1 then 'hidden' else 'published' end`,
    recommended: NULL,
    recommendUntil: NULL,
  },
};

export interface ContentFilter {
  type: ContentType;
  status?: ContentStatus | undefined;
  authorId?: number | undefined;
  /** Outside posts: text among the newest KEYWORD_WINDOW rows. */
  keyword?: string | undefined;
  /** Posts found by the search index. */
  ids?: readonly number[];
  beforeId?: number | undefined;
  now: number;
  limit: number;
}

/** LIKE's own characters taken literally. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

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
    /** Newest first: walks the primary key down, filtering each row. */
    list(filter: ContentFilter): Promise<ContentRow[]> {
      const t = TYPES[filter.type];
      const scope: RawBuilder<boolean>[] = [sql`1 = 1`];
      if (filter.status) scope.push(sql`${t.status(filter.now)} = ${filter.status}`);
      if (filter.authorId !== undefined) scope.push(sql`t.user_id = ${filter.authorId}`);
      const conditions = [...scope];
      if (filter.ids) {
        if (filter.ids.length === 0) return Promise.resolve([]);
        conditions.push(sql`t.id in (${sql.join(filter.ids)})`);
      }
      if (filter.keyword) {
        conditions.push(sql`t.id in (select t.id from ${t.from}
          where ${sql.join(scope, sql` and `)} order by t.id desc limit ${KEYWORD_WINDOW})`);
        conditions.push(
          sql`(lower(${t.title}) like ${likePattern(filter.keyword)} escape '\\'
            or lower(${t.text}) like ${likePattern(filter.keyword)} escape '\\')`,
        );
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
