import { z } from '../z';
import { defineCall } from '../define-call';
import { wholeList } from '../paging';

export const Region = z.object({
  id: z.number().int(),
  regionName: z.string(),
  /**
   * English names and pinyin, for search and the region picker: parts separated by `/` as in
   * `regionName` (纽约/法拉盛: New York, NYC/Flushing), a part's spellings by `,`; '' when none.
   */
  nameEn: z.string(),
  pinyin: z.string(),
  /** Names from the country down to this region, joined with '>'. */
  regionPathName: z.string(),
  parentId: z.number().int().nullable(),
  level: z.number().int().min(1).max(3),
});
export type Region = z.infer<typeof Region>;

export const regionList = defineCall('GET /v1/user/region_list/', {
  ...wholeList(Region),
  auth: 'visitor',
  summary:
    'All regions, countries first (the first item is the default country), then states, then metros',
});
