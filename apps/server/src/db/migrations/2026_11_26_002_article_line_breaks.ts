import { uploadIdOfUrl } from '@huaren/contract';
import { sql, type Kysely } from 'kysely';
import { renderBody } from '../../modules/articles/body/render';

const BATCH = 500;

/**
 * Renders every stored article body again (decision 0007: a change of the rendering policy
 * re-renders from `body`): since this change a typed line break is a line break and a line after
 * a list item or a quote is a paragraph of its own. Images follow the local store's URLs, the only
 * store there is today; the text (summary, length) does not change, so only `body_html` is
 * written. Like 011's re-index, it runs the live renderer: it is the renderer of this change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; body: string }>`
      select id, body from articles where id > ${after} order by id limit ${BATCH}`.execute(db);
    for (const article of rows) {
      const { html } = renderBody(article.body, (src) => uploadIdOfUrl(src));
      await sql`update articles set body_html = ${html} where id = ${article.id}`.execute(db);
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** The old renderer is gone with its code: going down leaves the new HTML, which is as safe. */
export async function down(): Promise<void> {}
