import { z } from '../z';
import { defineCall } from '../define-call';
import { wholeList } from '../paging';

export const ParamConfigItem = z.object({ key: z.string(), value: z.string() });
export type ParamConfigItem = z.infer<typeof ParamConfigItem>;

export const paramConfigList = defineCall('GET /v1/user/param_config_list/', {
  ...wholeList(ParamConfigItem),
  auth: 'visitor',
  summary:
    'Parameter config: site name, about, contact, terms, privacy (values may hold line breaks)',
});
