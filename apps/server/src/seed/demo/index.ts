import { randomBytes } from 'node:crypto';
import { normalizePhone } from '@huaren/contract';
import { hashPassword } from '../../auth/password';
import { HOUR_MS } from '../../lib/clock';
import { summaryOf } from '../../modules/articles/article-values';
import { renderBody } from '../../modules/articles/body/render';
import { createCatalog } from '../../core/site/catalog';
import { POST_LIFE_MS } from '../../modules/posts/rules';
import { createPostRepository } from '../../modules/posts/post.repository';
import type { Db } from '../../db/database';
import { demoArticles } from './articles';
import { demoAuthors, demoPosts } from './posts';

/**
 * Fills an empty posts table with the demo posts of posts.ts, the articles of articles.ts and
 * their authors, so that a fresh `npm start` shows a living site. Runs only when the config asks
 * (DEMO_CONTENT, on by default for the embedded SQLite store only) and only into an empty table:
 * a site with one post of its own is never touched. The demo authors cannot log in (their
 * password is random and thrown away).
 */
export async function seedDemoContent(db: Db, now: number): Promise<number> {
  const existing = await db.selectFrom('posts').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const catalog = await createCatalog(db).snapshot();
  const categories = await db.selectFrom('categories').select(['id', 'name']).execute();
  const regions = await db.selectFrom('regions').select(['id', 'name']).execute();
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id;
  const regionId = (name: string) => regions.find((r) => r.name === name)?.id;
  const posts = createPostRepository(db);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));

  return db.transaction().execute(async (trx) => {
    const authorIds: number[] = [];
    for (const [i, nickName] of demoAuthors.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          nick_name: nickName,
          email: `demo${i + 1}@example.com`,
          phone: null,
          wechat: null,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      const id =
        row?.id ??
        (
          await trx
            .selectFrom('users')
            .select('id')
            .where('email', '=', `demo${i + 1}@example.com`)
            .executeTakeFirstOrThrow()
        ).id;
      authorIds.push(id);
    }
    let count = 0;
    // Oldest first, so ids grow with time as they do for real posts.
    const ordered = [...demoPosts].sort((a, b) => b.hoursAgo - a.hoursAgo);
    for (const post of ordered) {
      const category = categoryId(post.category);
      const place = catalog.place(regionId(post.region) ?? -1);
      if (category === undefined || !place) continue;
      const createdAt = Math.round(now - post.hoursAgo * HOUR_MS);
      await posts.insert(
        {
          user_id: authorIds[post.author]!,
          category_id: category,
          region_id: place.id,
          country_id: place.countryId,
          state_id: place.stateId,
          metro_id: place.metroId,
          title: post.title,
          content: post.content,
          images: '[]',
          thumb_url: null,
          image_count: 0,
          contact_phone: post.contact.phone ? normalizePhone(post.contact.phone) : null,
          contact_wechat: post.contact.wechat ?? null,
          contact_email: post.contact.email ?? null,
          price: post.price === null ? null : post.price * 100,
          latitude: null,
          longitude: null,
          address: null,
          status: 'published',
          created_at: createdAt,
          updated_at: createdAt,
          expires_at: createdAt + POST_LIFE_MS,
        },
        trx,
      );
      count += 1;
    }
    // Rendered by the articles' own pipeline, as the editor's Markdown would be; no images.
    for (const article of [...demoArticles].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const place = catalog.place(regionId(article.region) ?? -1);
      if (!place) continue;
      const body = renderBody(article.body, () => null);
      const createdAt = Math.round(now - article.hoursAgo * HOUR_MS);
      await trx
        .insertInto('articles')
        .values({
          user_id: authorIds[article.author]!,
          region_id: place.id,
          country_id: place.countryId,
          state_id: place.stateId,
          metro_id: place.metroId,
          title: article.title,
          summary: summaryOf(body.text),
          summary_chosen: 0,
          body: article.body,
          body_html: body.html,
          cover: null,
          cover_thumb_url: null,
          cover_chosen: 0,
          status: 'published',
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
    }
    return count;
  });
}
