import type { Article, Region, User } from '@huaren/contract';
import type { Page } from 'playwright-core';
import { call } from './api';
import { loggedInAs } from './accounts';
import type { OpenPage } from './browser';

/** An article made through the API: Markdown `body`, in region 1 (the country) unless told. */
export async function createArticle(
  token: string,
  fields: Partial<{ title: string; body: string; summary: string; regionId: number }> = {},
): Promise<Article> {
  return call<Article>('POST', '/v1/user/articles/new/', {
    token,
    body: {
      title: fields.title ?? `测试文章 ${Date.now()}`,
      body: fields.body ?? '这是一篇由测试发布的文章，正文足够长。',
      summary: fields.summary,
      regionId: fields.regionId ?? 1,
    },
  });
}

/** Toggles the user's like of an article, as the heart on its detail does. */
export async function likeArticle(token: string, articleId: number): Promise<void> {
  await call('POST', '/v1/user/article/like/', { token, body: { articleId } });
}

/** An administrator hides an article with a reason, as the console does. */
export async function hideArticle(adminToken: string, id: number, reason: string): Promise<void> {
  await call('POST', '/v1/admin/content/status/', {
    token: adminToken,
    body: { type: 'article', id, action: 'hide', reason },
  });
}

/** A region of the seed by name. */
export async function regionNamed(name: string): Promise<Region> {
  const { list } = await call<{ list: Region[] }>('GET', '/v1/user/region_list/');
  const found = list.find((r) => r.regionName === name);
  if (!found) throw new Error(`no region ${name}`);
  return found;
}

/**
 * Stores `region` as the home page's choice before the app starts (the spec's local keys), so
 * the community feed shows that region only: a test's articles there are all it lists.
 */
export async function chooseRegion(page: Page, region: Region): Promise<void> {
  const [countryName = ''] = region.regionPathName.split('>');
  const { list } = await call<{ list: Region[] }>('GET', '/v1/user/region_list/');
  const country = list.find((r) => r.level === 1 && r.regionName === countryName);
  if (!country) throw new Error(`no country of ${region.regionPathName}`);
  await page.addInitScript(
    (values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    },
    {
      countryId: String(country.id),
      countryName: country.regionName,
      regionId: String(region.id),
      regionName: region.regionName,
      regionPath: region.regionPathName,
    },
  );
}

/** The ids of the article cards in the list `testId` (a feed, my articles, my likes), in order. */
export async function articleCardIds(page: Page, testId: string): Promise<number[]> {
  await page.getByTestId(testId).waitFor();
  return page
    .getByTestId(testId)
    .getByTestId('article-card')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-article-id'))));
}

/** The article editor's page. */
export const ARTICLE_EDITOR = '/pages/user/article/edit';

/**
 * Opens the article editor as the writer, types the title and puts the cursor in the body:
 * where every editing test starts. Answers the page and the body's textbox.
 */
export async function startArticle(
  open: OpenPage,
  writer: Pick<User, 'token' | 'id'>,
  title: string,
) {
  const { page } = await open(ARTICLE_EDITOR, loggedInAs(writer));
  await page.getByTestId('article-form').waitFor();
  await page.getByLabel('标题', { exact: true }).fill(title);
  const body = page.getByRole('textbox', { name: '正文', exact: true });
  await body.click();
  return { page, body };
}
