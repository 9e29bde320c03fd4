import { regionList } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { CACHED_FOR_EVERYONE, registerCall } from '../../lib/register-call';
import { presentRegions } from './region.presenter';
import { createRegionRepository } from './region.repository';

/** GET /v1/user/region_list/ */
export async function regionRoutes(app: FastifyInstance): Promise<void> {
  const regions = createRegionRepository(app.db);
  registerCall(
    app,
    regionList,
    async () => ({ list: presentRegions(await regions.listAll()) }),
    CACHED_FOR_EVERYONE,
  );
}
