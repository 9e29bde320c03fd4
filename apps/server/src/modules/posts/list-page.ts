import { DEFAULT_PAGE_SIZE, formatPrice, SharePath, type PostListItem } from '@huaren/contract';
import { dayOf } from '../../core/content/share-page';
import type { Place } from '../../core/site/catalog';
import { escapeHtml } from '../../static/html-escape';
import type { ShareDocument } from '../../static/share-document';

/** Cards on a list page: the app's first page, which asks the list's default size. */
export const LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * A region's list (or one category's in it) at a real path, its first page rendered here so that
 * a crawler walks from it to the posts' pages (decision 0039).
 */
export function listDocument(
  region: Place,
  category: { id: number; name: string } | null,
  cards: PostListItem[],
  origin: string,
): ShareDocument {
  const path = category ? SharePath.category(region.id, category.id) : SharePath.region(region.id);
  const title = `${region.pathName}${category ? category.name : '分类信息'}`;
  const items = cards.map((card) => {
    const price =
      card.price === null ? '' : ` · ${escapeHtml(formatPrice(card.price, card.priceUnit))}`;
    return `<li><a href="${SharePath.post(card.id)}">${escapeHtml(card.title)}</a><br /><span class="meta">${escapeHtml(card.regionPathName)}${price} · ${dayOf(card.createdAt)}</span></li>`;
  });
  return {
    status: 200,
    title,
    description: `${title}：租房、招聘、二手、生活服务，最新${cards.length}条。`,
    url: `${origin}${path}`,
    image: null,
    ogType: 'website',
    jsonLd: null,
    body: `<main class="share"><h1>${escapeHtml(title)}</h1>${
      items.length ? `<ul>${items.join('')}</ul>` : '<p>暂无信息</p>'
    }</main>`,
  };
}
