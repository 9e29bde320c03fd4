import type { CategoryIcon } from '@huaren/contract';

export interface CategorySeed {
  name: string;
  icon: CategoryIcon;
  color: string;
  /** Shown on the home page: two rows of four. */
  recommended: boolean;
  /** Posts carry a price: rent, asking price. */
  hasPrice: boolean;
}

/** Post categories in display order. Colours are accents behind a white icon. */
export const categorySeed: readonly CategorySeed[] = [
  { name: '房屋租售', icon: 'housing', color: '#f57c00', recommended: true, hasPrice: true },
  { name: '招聘求职', icon: 'jobs', color: '#1e88e5', recommended: true, hasPrice: false },
  { name: '二手买卖', icon: 'secondhand', color: '#2ba245', recommended: true, hasPrice: true },
  { name: '汽车交易', icon: 'car', color: '#0097a7', recommended: true, hasPrice: true },
  { name: '本地服务', icon: 'service', color: '#7e57c2', recommended: true, hasPrice: false },
  { name: '美食餐饮', icon: 'food', color: '#e53935', recommended: true, hasPrice: false },
  { name: '教育培训', icon: 'education', color: '#00897b', recommended: true, hasPrice: false },
  { name: '活动交友', icon: 'event', color: '#d81b60', recommended: true, hasPrice: false },
  { name: '法律移民', icon: 'legal', color: '#3949ab', recommended: false, hasPrice: false },
  { name: '其他', icon: 'other', color: '#757575', recommended: false, hasPrice: false },
];
