import { z } from '../z';
import { defineCall } from '../define-call';
import { idField, postIdField } from '../ids';
import { Code } from '../protocol/codes';
import {
  locationField,
  postContactField,
  postContentField,
  postImagesField,
  postTitleField,
  priceField,
  priceUnitField,
} from './fields';
import { Post } from './post';
import { fieldValuesInput } from '../category-fields/values';

/**
 * Publishing and editing a post (spec section 7; docs/decisions/0006-posts.md). Apart from the
 * reads because its fields validate phone numbers: only the form's chunk carries them.
 */

/** What the publish form sends, for a new post and for an edit alike (an edit replaces all). */
export const PostInput = z.object({
  title: postTitleField,
  content: postContentField,
  categoryId: idField('分类'),
  /** A metro area, or a state or country when the poster picks one. */
  regionId: idField('地区'),
  images: postImagesField,
  contact: postContactField,
  /** Only for a category with `hasPrice`; a price on any other category is refused. */
  price: priceField,
  /** Per month or per hour; only with a price (null: the price is for the thing itself). */
  priceUnit: priceUnitField,
  location: locationField,
  /**
   * Answers to the category's fields by key (decision 0041), checked against its definitions
   * (fieldValuesSchema): a bad answer is a 400 naming the field; keys of no field are dropped.
   */
  fields: fieldValuesInput,
});
export type PostInput = z.input<typeof PostInput>;

export const newPost = defineCall('POST /v1/user/post/new/', {
  input: PostInput,
  output: Post,
  auth: 'user',
  summary: `Publish a post (published at once; expires after its life unless renewed). Images are ids from upload_base64`,
  codes: [Code.tooManyRequests],
});

export const updatePost = defineCall('POST /v1/user/post/{id}/', {
  input: PostInput.extend({ id: postIdField }),
  output: Post,
  auth: 'user',
  summary:
    "Replace an own post's fields (every field, as on publishing); its life stays. The text of another of the author's posts from the last 48 hours answers 409. In a premoderated category a change of the category, title, text, images or contact sends a published post back to `pending` until approved; otherwise the status stays. Another user's post answers 404",
  codes: [Code.notFound, Code.conflict],
});
