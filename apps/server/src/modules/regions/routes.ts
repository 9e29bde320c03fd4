import { regionList } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { CACHED_FOR_EVERYONE, registerCall } from '../../lib/register-call';
import { presentRegions } from './region.presenter';
import { createRegionRepository } from './region.repository';

/** GET /v1/user/region_list/ */
export async function regionRoutes(app: FastifyInstance): Promise<void> {
  const regions = createRegionRepository(app.db);
  const list = async () => ({ list: presentRegions(await regions.listAll()) });
  registerCall(app, regionList, list, CACHED_FOR_EVERYONE);
  app.launchData.add(regionList.path, list);
}
