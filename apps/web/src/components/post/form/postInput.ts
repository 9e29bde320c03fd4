import {
  fieldValuesSchema,
  PostInput,
  PRICE_MAX_CENTS,
  type Category,
  type CategoryField,
  type Post,
} from '@huaren/contract';
import { fieldDrafts, fieldErrorKey, fieldInput } from '../../../category-fields/fieldDraft';
import type { Profile } from '../../../api/user';
import { formatPrice, parsePrice, priceInputText } from '../../../lib/price';
import { emptyDraft, type PostDraft, type PriceKind } from '../../../lib/postDraft';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The draft as the call's input, checked by the contract's own schema (the server's messages),
 * with every field's error at once. What the user typed in dollars and the pickers left empty are
 * worded here, as the user sees them: the schema speaks of cents and ids.
 */
export function toPostInput(
  draft: PostDraft,
  category: Category | undefined,
  fields: readonly CategoryField[],
): { input: PostInput; errors: null } | { input: null; errors: FieldErrors } {
  const price = category?.hasPrice ? priceOf(draft) : { cents: null, unit: null };
  const input = {
    title: draft.title,
    content: draft.content,
    categoryId: draft.categoryId ?? 0,
    regionId: draft.regionId ?? 0,
    images: draft.images.map((image) => image.id),
    contact: { phone: draft.phone, wechat: draft.wechat, email: draft.email },
    price: price.error ? null : price.cents,
    priceUnit: price.error ? null : price.unit,
    location: draft.location,
    fields: {},
  };
  const parsed = PostInput.safeParse(input);
  const answers = fieldValuesSchema(fields).safeParse(fieldInput(fields, draft.fields));
  const errors: FieldErrors = {};
  if (draft.categoryId === null) errors.categoryId = '请选择分类';
  if (draft.regionId === null) errors.regionId = '请选择地区';
  if (price.error) errors.price = price.error;
  for (const issue of parsed.error?.issues ?? []) {
    const [first, second] = issue.path.map(String);
    const key = first === 'contact' && second ? second : (first ?? 'form');
    errors[key] ??= issue.message;
  }
  // One issue per refused field, at its key, its message naming it (`卧室：…`).
  for (const issue of answers.error?.issues ?? []) {
    errors[fieldErrorKey(String(issue.path[0]))] = issue.message;
  }
  if (Object.keys(errors).length || !answers.success) return { input: null, errors };
  return { input: { ...input, fields: answers.data }, errors: null };
}

const PRICE_MAX_TEXT = formatPrice(PRICE_MAX_CENTS);

function priceOf(draft: PostDraft): {
  cents: number | null;
  unit: Exclude<PriceKind, 'total' | 'negotiable'> | null;
  error?: string;
} {
  if (draft.priceKind === 'negotiable') return { cents: null, unit: null };
  const unit = draft.priceKind === 'total' ? null : draft.priceKind;
  const cents = parsePrice(draft.price);
  if (cents === null) return { cents, unit, error: '请输入价格，或选择面议' };
  if (Number.isNaN(cents)) return { cents, unit, error: '请输入正确的价格，如 1200 或 1200.50' };
  if (cents > PRICE_MAX_CENTS) return { cents, unit, error: `价格不能超过 ${PRICE_MAX_TEXT}` };
  return { cents, unit };
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
    priceKind: post.price === null ? 'negotiable' : (post.priceUnit ?? 'total'),
    phone: post.contact?.phone ?? '',
    wechat: post.contact?.wechat ?? '',
    email: post.contact?.email ?? '',
    location: post.location,
    fields: fieldDrafts(post.fieldValues),
  };
}
