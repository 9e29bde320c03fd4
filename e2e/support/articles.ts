import type { Article } from '@huaren/contract';
import { call } from './api';

/** An article made through the API: Markdown `body`, in region 1 (the country). */
export async function createArticle(
  token: string,
  fields: Partial<{ title: string; body: string; summary: string }> = {},
): Promise<Article> {
  return call<Article>('POST', '/v1/user/articles/new/', {
    token,
    body: {
      title: fields.title ?? `测试文章 ${Date.now()}`,
      body: fields.body ?? '这是一篇由测试发布的文章，正文足够长。',
      summary: fields.summary,
      regionId: 1,
    },
  });
}
