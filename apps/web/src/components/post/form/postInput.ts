import { PostInput, type Post, type Category } from '@huaren/contract';
import type { Profile } from '../../../api/user';
import { parsePrice, priceInputText } from '../../../lib/price';
import { emptyDraft, type PostDraft } from '../../../lib/postDraft';

export type FieldErrors = Partial<Record<string, string>>;

/** The draft as the call's input, checked by the contract's own schema (the server's messages). */
export function toPostInput(
  draft: PostDraft,
  category: Category | undefined,
): { input: PostInput; errors: null } | { input: null; errors: FieldErrors } {
  const price = category?.hasPrice ? parsePrice(draft.price) : null;
  if (price !== null && Number.isNaN(price)) {
    return { input: null, errors: { price: '请输入正确的价格，如 1200 或 1200.50' } };
  }
  const input = {
    title: draft.title,
    content: draft.content,
    categoryId: draft.categoryId ?? 0,
    regionId: draft.regionId ?? 0,
    images: draft.images.map((image) => image.id),
    contact: { phone: draft.phone, wechat: draft.wechat, email: draft.email },
    price,
    location: draft.location,
  };
  const parsed = PostInput.safeParse(input);
  if (parsed.success) return { input, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path.map(String);
    const key = first === 'contact' && second ? second : (first ?? 'form');
    errors[key] ??= issue.message;
  }
  return { input: null, errors };
}

/** A new post's starting values: the current region, and contacts from the profile. */
export function newDraft(profile: Profile | undefined, regionId: number | null): PostDraft {
  return {
    ...emptyDraft,
    regionId,
    phone: profile?.contactNumber ?? '',
    wechat: profile?.wechatNumber ?? '',
    email: profile?.contactEmail ?? '',
  };
}

/** An existing post as the edit form's values. */
export function draftOf(post: Post): PostDraft {
  return {
    title: post.title,
    content: post.content,
    categoryId: post.categoryId,
    regionId: post.regionId,
    images: post.images,
    price: priceInputText(post.price),
    phone: post.contact?.phone ?? '',
    wechat: post.contact?.wechat ?? '',
    email: post.contact?.email ?? '',
    location: post.location,
  };
}
