import { newArticle, type Article, type InputOf } from '@huaren/contract';
import type { TestApp } from './app';
import { unique } from './factories';
import { callOk } from './call-ok';

export type ArticleInputOf = InputOf<typeof newArticle>;

/** A valid editor form, in the region given, with a unique title. */
export function articleInput(
  regionId: number,
  overrides: Partial<ArticleInputOf> = {},
): ArticleInputOf {
  return {
    title: `法拉盛新移民办事指南${unique()}`,
    body: '## 第一步\n\n先去**社安局**办社安卡，带好护照和 I-94。\n\n- 预约\n- 排队\n\n> 早上去人少。',
    regionId,
    ...overrides,
  };
}

/** Publishes through the real call and answers the article. */
export async function createArticle(
  t: TestApp,
  token: string,
  input: ArticleInputOf,
): Promise<Article> {
  return callOk(t, newArticle, input, token);
}
