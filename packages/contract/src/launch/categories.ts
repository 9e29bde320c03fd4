import { z } from '../z';
import { defineCall } from '../define-call';
import { wholeList } from '../paging';

/** The icon set the web app draws; a category names one of them. */
export const CategoryIcon = z.enum([
  'housing',
  'jobs',
  'secondhand',
  'car',
  'service',
  'food',
  'education',
  'event',
  'legal',
  'other',
]);
export type CategoryIcon = z.infer<typeof CategoryIcon>;

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: CategoryIcon,
  /** A brand-compatible accent for the icon tile. */
  color: z.string(),
  recommended: z.boolean(),
  /** Whether posts in this category carry a price (issue 4). */
  hasPrice: z.boolean(),
  sortOrder: z.number().int(),
});
export type Category = z.infer<typeof Category>;

/** Categories in display order. The spec's client asks with clientType 2 (the web and app client); 1 is accepted for the old mini-program. */
const categoryList = wholeList(Category, {
  clientType: z.coerce
    .number({ error: 'clientType 必须是数字' })
    .int()
    .refine((n) => n === 1 || n === 2, { error: 'clientType 只能是 1 或 2' })
    .default(2),
});

export const postCategories = defineCall('GET /v1/user/post_categories/', {
  ...categoryList,
  auth: 'visitor',
  summary: 'Post categories in display order',
});

export const postCategoriesRecommend = defineCall('GET /v1/user/post_categories_recommend/', {
  ...categoryList,
  auth: 'visitor',
  summary: 'Recommended categories for the home page, in display order',
});
