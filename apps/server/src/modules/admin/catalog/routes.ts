import {
  adminCategoryList,
  adminOrderCategories,
  adminOrderRegions,
  adminSaveCategory,
  adminSaveParamConfig,
  adminSaveRegion,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint } from '../../../lib/endpoint';
import { createCategoryAdminService } from './category.service';
import { createParamConfigAdminService } from './param-config.service';
import { createRegionAdminService } from './region.service';

/** Categories, regions and parameter config, edited from the console. */
export function catalogAdminRoutes(app: FastifyInstance): void {
  const { db, now, catalog, log } = app;
  const categories = createCategoryAdminService(db, now, catalog);
  const regions = createRegionAdminService({ db, now, catalog, log });
  const params = createParamConfigAdminService(db, now);

  registerAdminEndpoint(app, adminCategoryList, () => categories.listAll());
  registerAdminEndpoint(app, adminSaveCategory, ({ input, user }) => categories.save(user, input));
  registerAdminEndpoint(app, adminOrderCategories, ({ input, user }) =>
    categories.order(user, input.ids),
  );
  registerAdminEndpoint(app, adminSaveRegion, ({ input, user }) => regions.save(user, input));
  registerAdminEndpoint(app, adminOrderRegions, ({ input, user }) =>
    regions.order(user, input.parentId, input.ids),
  );
  registerAdminEndpoint(app, adminSaveParamConfig, ({ input, user }) => params.save(user, input));
}
