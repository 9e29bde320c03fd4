import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { BODY_RENDER_VERSION } from '../../src/modules/articles/body/render';
import { useTestApp } from '../support/app';
import { articleInput, createArticle } from '../support/articles';
import { createLoggedInUser } from '../support/factories';

/**
 * Readers get an article's stored HTML (decision 0007): a renderer of a newer version renders
 * every stored body again when the server starts (lib/rebuild.ts), never in a migration.
 */
const ctx = useTestApp();

describe('the article HTML rebuild', () => {
  it('renders bodies stored by an older renderer again at the next start: line breaks kept, a line after a list its own paragraph', async () => {
    const db = ctx().app.db;
    const user = await createLoggedInUser(ctx());
    const article = await createArticle(
      ctx(),
      user.token,
      articleInput(1, { body: '第一行\n第二行\n\n- 带护照\n以上要原件' }),
    );
    // As version 1 of the renderer stored it.
    await db
      .updateTable('articles')
      .set({ body_html: '<p>第一行\n第二行</p>\n<ul>\n<li>带护照\n以上要原件</li>\n</ul>\n' })
      .where('id', '=', article.id)
      .execute();
    await db
      .updateTable('rebuild_state')
      .set({ version: BODY_RENDER_VERSION - 1 })
      .where('name', '=', 'article_html')
      .execute();

    const restarted = await buildApp(ctx().config, { now: ctx().clock.now });
    await restarted.close();

    const row = await db
      .selectFrom('articles')
      .select(['body_html', 'summary'])
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(row.body_html).toBe(
      '<p>第一行<br />\n第二行</p>\n<ul>\n<li>带护照</li>\n</ul>\n<p>以上要原件</p>\n',
    );
    expect(row.summary).toBe(article.summary);
    const state = await db
      .selectFrom('rebuild_state')
      .select(['version', 'target'])
      .where('name', '=', 'article_html')
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ version: BODY_RENDER_VERSION, target: null });
  });
});
