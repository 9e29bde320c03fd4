import {
  adminCategoryFields,
  adminCategoryList,
  adminDeleteCategoryField,
  adminOrderCategoryFields,
  adminSaveCategoryField,
  adminOrderCategories,
  adminOrderRegions,
  adminParamConfigList,
  adminSaveCategory,
  adminSaveParamConfig,
  adminSaveRegion,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../lib/register-call';
import { createParamConfigRepository } from '../../../core/site/param-config.repository';
import { presentParamConfig } from '../../param-config/param-config.presenter';
import { createCategoryAdminService } from './category.service';
import { createParamConfigAdminService } from './param-config.service';
import { createRegionAdminService } from './region.service';
import { createFieldAdminService } from './field.service';

/** Categories, regions and parameter config, edited from the console. */
export async function catalogAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, now, catalog, log } = app;
  const categories = createCategoryAdminService(db, now, catalog);
  const regions = createRegionAdminService({ db, now, catalog, log });
  const params = createParamConfigAdminService(db, now, catalog);
  const fields = createFieldAdminService(db, now, catalog);

  registerAdminCall(app, adminCategoryList, () => categories.listAll());
  registerAdminCall(app, adminSaveCategory, ({ input, user }) => categories.save(user, input));
  registerAdminCall(app, adminOrderCategories, ({ input, user }) =>
    categories.order(user, input.ids),
  );
  registerAdminCall(app, adminCategoryFields, ({ input }) => fields.list(input.categoryId));
  registerAdminCall(app, adminSaveCategoryField, ({ input, user }) => fields.save(user, input));
  registerAdminCall(app, adminDeleteCategoryField, ({ input, user }) =>
    fields.remove(user, input.id, input.reason),
  );
  registerAdminCall(app, adminOrderCategoryFields, ({ input, user }) =>
    fields.order(user, input.categoryId, input.ids),
  );
  registerAdminCall(app, adminSaveRegion, ({ input, user }) => regions.save(user, input));
  registerAdminCall(app, adminOrderRegions, ({ input, user }) =>
    regions.order(user, input.parentId, input.ids),
  );
  registerAdminCall(app, adminParamConfigList, async () => ({
    list: (await createParamConfigRepository(db).listAll()).map(presentParamConfig),
  }));
  registerAdminCall(app, adminSaveParamConfig, ({ input, user }) => params.save(user, input));
}
