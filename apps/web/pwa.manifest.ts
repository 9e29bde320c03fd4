import type { ManifestOptions } from 'vite-plugin-pwa';
import { BRAND_COLOR, DEFAULT_SITE_NAME, PAGE_BACKGROUND } from '@huaren/contract';

/** The web app manifest: installable on a phone's home screen (spec section 1). */
export const manifest: Partial<ManifestOptions> = {
  name: `${DEFAULT_SITE_NAME} · 美国华人分类信息与社区`,
  short_name: DEFAULT_SITE_NAME,
  description: '美国华人的本地分类信息与社区：租房、招聘、二手、生活服务。',
  lang: 'zh-CN',
  id: './',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: BRAND_COLOR,
  background_color: PAGE_BACKGROUND,
  icons: [
    { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
