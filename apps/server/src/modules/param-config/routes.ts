import { paramConfigList, PRIVATE_PARAM_KEYS } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { CACHED_FOR_EVERYONE, registerCall } from '../../lib/register-call';
import { presentParamConfig } from './param-config.presenter';
import { createParamConfigRepository } from '../../core/site/param-config.repository';

/** GET /v1/user/param_config_list/: every parameter but those only the console reads. */
export async function paramConfigRoutes(app: FastifyInstance): Promise<void> {
  const params = createParamConfigRepository(app.db);
  const list = async () => ({
    list: (await params.listAll())
      .filter((row) => !PRIVATE_PARAM_KEYS.includes(row.key))
      .map(presentParamConfig),
  });
  registerCall(app, paramConfigList, list, CACHED_FOR_EVERYONE);
  app.launchData.add(paramConfigList.path, list);
}
