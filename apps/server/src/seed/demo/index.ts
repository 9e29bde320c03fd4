import { randomBytes } from 'node:crypto';
import { normalizePhone } from '@huaren/contract';
import { hashPassword } from '../../auth/password';
import { createCatalog } from '../../core/site/catalog';
import { createCatalogRepository } from '../../core/site/catalog.repository';
import type { Db } from '../../db/database';
import { HOUR_MS } from '../../lib/clock';
import { createUserRepository } from '../../modules/accounts/user.repository';
import { createArticleRepository } from '../../modules/articles/article.repository';
import { summaryOf } from '../../modules/articles/article-values';
import { renderBody } from '../../modules/articles/body/render';
import { createPostRepository } from '../../modules/posts/post.repository';
import { POST_LIFE_MS } from '../../modules/posts/rules';
import { demoArticles } from './articles';
import { demoAuthors, demoPosts } from './posts';

/**
 * Fills an empty posts table with the demo posts of posts.ts, the articles of articles.ts and
 * their authors, so that a fresh `npm start` shows a living site. Runs only when the config asks
 * (DEMO_CONTENT, on by default for the embedded SQLite store only) and only into an empty table:
 * a site with one post of its own is never touched. Everything is written through the features'
 * repositories, so posts enter the search index as any post does. The demo authors cannot log in
 * (their password is random and thrown away).
 */
export async function seedDemoContent(db: Db, now: number): Promise<number> {
  if (await createPostRepository(db).any()) return 0;
  const catalog = await createCatalog(db).snapshot();
  const tables = createCatalogRepository(db);
  const categoryIds = new Map((await tables.categories()).map((c) => [c.name, c.id]));
  const regionIds = new Map((await tables.regions()).map((r) => [r.name, r.id]));
  const placeNamed = (name: string) => catalog.place(regionIds.get(name) ?? -1);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));

  return db.transaction().execute(async (trx) => {
    const users = createUserRepository(trx);
    const posts = createPostRepository(trx);
    const articles = createArticleRepository(trx);
    const authorIds: number[] = [];
    for (const [i, nickName] of demoAuthors.entries()) {
      const email = `demo${i + 1}@example.com`;
      const author =
        (await users.findByContact('email', email)) ??
        (await users.insert({ nickName, email, phone: null, passwordHash, now }));
      authorIds.push(author.id);
    }
    let count = 0;
    // Oldest first, so ids grow with time as they do for real posts.
    for (const post of [...demoPosts].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const category = categoryIds.get(post.category);
      const place = placeNamed(post.region);
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
      const place = placeNamed(article.region);
      if (!place) continue;
      const body = renderBody(article.body, () => null);
      const createdAt = Math.round(now - article.hoursAgo * HOUR_MS);
      await articles.insert(
        {
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
        },
        [],
        trx,
      );
    }
    return count;
  });
}
