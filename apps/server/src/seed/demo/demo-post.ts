/**
 * Demo posts for a fresh embedded database (`npm start`): what a visitor would see on a
 * classifieds site for Chinese speakers, across categories and metros. Contact numbers are in
 * the 555-01xx range reserved for fiction; e-mails use example.com.
 */
export interface DemoPost {
  /** Category and region by name (the launch seed's). */
  category: string;
  region: string;
  title: string;
  content: string;
  /** Dollars; null where the category has no price. */
  price: number | null;
  contact: { phone?: string; wechat?: string; email?: string };
  /** Which demo author (index into demoAuthors). */
  author: number;
  /** How long before seeding it was posted. */
  hoursAgo: number;
}

export const demoAuthors = ['法拉盛老王', '湾区小陈', '圣盖博Amy', '西雅图码农'] as const;
