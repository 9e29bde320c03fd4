import { categoryFields, postCategories, postCategoriesRecommend } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { CACHED_FOR_EVERYONE, registerCall } from '../../lib/register-call';
import { presentCategory } from './category.presenter';
import { createCategoryRepository } from './category.repository';

/** GET /v1/user/post_categories/, post_categories_recommend/ and category_fields/ */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const categories = createCategoryRepository(app.db);

  registerCall(
    app,
    postCategories,
    async ({ input }) => ({
      list: (await categories.listForClient(input.clientType)).map(presentCategory),
    }),
    CACHED_FOR_EVERYONE,
  );

  registerCall(
    app,
    postCategoriesRecommend,
    async ({ input }) => ({
      list: (await categories.listForClient(input.clientType, { recommendedOnly: true })).map(
        presentCategory,
      ),
    }),
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
}
