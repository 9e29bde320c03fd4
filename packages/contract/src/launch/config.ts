import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Keys the app reads; an admin may add others (issue 6). Values keep their line breaks. */
export const ParamKey = {
  siteName: 'siteName',
  about: 'about',
  contact: 'contact',
  terms: 'terms',
  privacy: 'privacy',
} as const;

export const ParamConfigItem = z.object({ key: z.string(), value: z.string() });
export type ParamConfigItem = z.infer<typeof ParamConfigItem>;

export const paramConfigList = defineEndpoint({
  method: 'GET',
  path: '/v1/user/param_config_list/',
  input: z.object({}),
  output: z.object({ list: z.array(ParamConfigItem) }),
  auth: 'visitor',
  summary:
    'Parameter config: site name, about, contact, terms, privacy (values may hold line breaks)',
});

/** Spec section 3: the config is exposed as a map by key. */
export function paramConfigMap(list: readonly ParamConfigItem[]): Record<string, string> {
  return Object.fromEntries(list.map((item) => [item.key, item.value]));
}
