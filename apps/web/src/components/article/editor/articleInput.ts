import { ArticleInput } from '@huaren/contract';
import type { ArticleDraft } from '../../../lib/articleDraft';

export type ArticleErrors = Partial<Record<keyof ArticleDraft | 'form', string>>;

/** The draft as the call's input, checked by the contract's own schema (the server's messages). */
export function toArticleInput(
  draft: ArticleDraft,
  coverImageId: string | null,
): { input: ArticleInput; errors: null } | { input: null; errors: ArticleErrors } {
  const input: ArticleInput = {
    title: draft.title,
    body: draft.body,
    summary: draft.summary,
    coverImageId,
    regionId: draft.regionId ?? 0,
  };
  const parsed = ArticleInput.safeParse(input);
  if (parsed.success) return { input, errors: null };
  const errors: ArticleErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form') as keyof ArticleErrors;
    errors[key] ??= issue.message;
  }
  return { input: null, errors };
}

/** Images in the body's Markdown (the server allows ARTICLE_MAX_IMAGES). */
export const imageCount = (body: string) => body.match(/!\[[^\]]*\]\(/g)?.length ?? 0;
