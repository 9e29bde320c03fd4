import type { Endpoint } from './endpoint';
import { postCategories, postCategoriesRecommend } from './launch/categories';
import { paramConfigList } from './launch/config';
import { regionList } from './launch/regions';

/** Every call of the API, in the order docs/api.md lists them. */
export const endpoints = {
  paramConfigList,
  regionList,
  postCategories,
  postCategoriesRecommend,
} satisfies Record<string, Endpoint>;
