import { categoryFields, postCategories, postCategoriesRecommend } from '@huaren/contract';
import { WEB_CLIENT_TYPE } from '@huaren/contract/app';
import type { FastifyInstance } from 'fastify';
import { CACHED_FOR_EVERYONE, registerCall } from '../../lib/register-call';
import { presentCategory } from './category.presenter';
import { createCategoryRepository } from './category.repository';

/** GET /v1/user/post_categories/, post_categories_recommend/ and category_fields/ */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const categories = createCategoryRepository(app.db);

  const all = async (clientType: number) => ({
    list: (await categories.listForClient(clientType)).map(presentCategory),
  });
  const recommended = async (clientType: number) => ({
    list: (await categories.listForClient(clientType, { recommendedOnly: true })).map(
      presentCategory,
    ),
  });
  registerCall(app, postCategories, ({ input }) => all(input.clientType), CACHED_FOR_EVERYONE);
  registerCall(
    app,
    postCategoriesRecommend,
    ({ input }) => recommended(input.clientType),
    CACHED_FOR_EVERYONE,
  );

  registerCall(
    app,
    categoryFields,
    async ({ input }) => {
      const { fields } = await app.catalog.snapshot();
      const { categoryId } = input;
      return {
        list: fields.filter((f) => categoryId === undefined || f.categoryId === categoryId),
      };
    },
    CACHED_FOR_EVERYONE,
  );
  // The web app's lists, for its HTML (decision 0043).
  app.launchData.add(postCategories.path, () => all(WEB_CLIENT_TYPE));
  app.launchData.add(postCategoriesRecommend.path, () => recommended(WEB_CLIENT_TYPE));
}
