import { ArticleInput, uploadIdOfUrl } from '@huaren/contract';
import type { ArticleDraft } from '../../../lib/articleDraft';

export type ArticleErrors = Partial<Record<keyof ArticleDraft | 'form', string>>;

/** The draft as the call's input, checked by the contract's own schema (the server's messages). */
export function toArticleInput(
  draft: ArticleDraft,
): { input: ArticleInput; errors: null } | { input: null; errors: ArticleErrors } {
  const input: ArticleInput = {
    title: draft.title,
    body: draft.body,
    summary: draft.summary,
    coverImageId: chosenCover(draft),
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

export interface BodyImage {
  id: string;
  url: string;
}

/** `![alt](url)` or `![alt](<url> "title")`: the URL as the editor inserts it. */
const IMAGE = /!\[[^\]]*\]\(\s*<?([^\s)>]+)/g;

/** The uploads the body shows, in order and each once: the images a reader will see. */
export function bodyImages(body: string): BodyImage[] {
  const images = new Map<string, BodyImage>();
  for (const [, url = ''] of body.matchAll(IMAGE)) {
    const id = uploadIdOfUrl(url);
    if (id !== null && !images.has(id)) images.set(id, { id, url });
  }
  return [...images.values()];
}

/** The writer's cover while the body still shows it; otherwise null (the first image). */
export function chosenCover(draft: Pick<ArticleDraft, 'body' | 'coverImageId'>): string | null {
  const { coverImageId } = draft;
  return coverImageId !== null && bodyImages(draft.body).some((i) => i.id === coverImageId)
    ? coverImageId
    : null;
}
