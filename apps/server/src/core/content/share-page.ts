import { SharePath } from '@huaren/contract';
import { escapeHtml } from '../../static/html-escape';
import { SITE_NAME, type ShareDocument } from '../../static/share-document';
import type { CatalogSnapshot } from '../site/catalog';

/** A path's id as a share page takes it: digits, no leading zero, a safe integer; else null. */
export function shareId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** An image URL of an answer (`/uploads/…` or the media origin's) as an absolute one. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, `${origin}/`).href;
}

/** "2026-11-26" of an ISO time: what a page shows of it. */
export const dayOf = (iso: string) => iso.slice(0, 10);

const REFUSALS = {
  404: { title: '内容不存在或已删除', text: '这条内容不存在、已删除或暂时不公开。' },
  410: { title: '信息已过期', text: '这条信息已过期。' },
} as const;

/**
 * The page of an item that is not public: never its text, a link to its region's list instead
 * (to the home page when the item or its region is unknown).
 */
export function absentDocument(
  status: 404 | 410,
  regionId: number | null,
  catalog: CatalogSnapshot,
): ShareDocument {
  const refusal = REFUSALS[status];
  const region = regionId === null ? undefined : catalog.place(regionId);
  const link = region
    ? `<a href="${SharePath.region(region.id)}">看看${escapeHtml(region.pathName)}的其他信息</a>`
    : `<a href="/">去${SITE_NAME}首页</a>`;
  return {
    status,
    title: refusal.title,
    description: refusal.text,
    url: null,
    image: null,
    ogType: 'website',
    jsonLd: null,
    body: `<main class="share"><h1>${refusal.title}</h1><p>${refusal.text}</p><p>${link}</p></main>`,
  };
}
