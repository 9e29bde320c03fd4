import type { Article, Post } from '@huaren/contract';
import { SharePath } from '@huaren/contract/share/paths';
import { formatPrice } from '../../lib/price';

/** What the share sheet and the poster say of a post or an article (decision 0039). */
export interface ShareContent {
  kind: 'post' | 'article';
  id: number;
  title: string;
  /** A post's category, or 文章: the tag a group post starts with. */
  tag: string;
  price: string | null;
  region: string;
  /** The text, from which the group text takes two lines. */
  text: string;
  /** The first photo (a post) or the cover (an article), full size; null without one. */
  imageUrl: string | null;
}

export function postShare(post: Post): ShareContent {
  return {
    kind: 'post',
    id: post.id,
    title: post.title,
    tag: post.categoryName,
    price: post.price === null ? null : formatPrice(post.price, post.priceUnit),
    region: post.regionPathName,
    text: post.content,
    imageUrl: post.images[0]?.url ?? null,
  };
}

export function articleShare(article: Article): ShareContent {
  return {
    kind: 'article',
    id: article.id,
    title: article.title,
    tag: '文章',
    price: null,
    region: article.regionPathName,
    text: article.summary,
    imageUrl: article.cover?.url ?? null,
  };
}

/** The share page's absolute URL: a real path a chat previews and a crawler reads. */
export function shareUrl(content: ShareContent, origin = window.location.origin): string {
  const path = content.kind === 'post' ? SharePath.post(content.id) : SharePath.article(content.id);
  return `${origin}${path}`;
}

/** Characters per excerpt line in the group text: about a phone's line in a WeChat bubble. */
const LINE_CHARS = 28;

/** The first two non-empty lines of the text, each cut to a bubble's line. */
export function twoLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, 2)
    .map((line) => {
      const chars = Array.from(line);
      return chars.length <= LINE_CHARS ? line : `${chars.slice(0, LINE_CHARS).join('')}…`;
    });
}

/**
 * The text for a WeChat group, laid out as group posts are: 【tag】title, the price and the
 * place on their own lines, two lines of the text, and the link last (WeChat makes it tappable).
 */
export function groupText(content: ShareContent, url: string): string {
  return [
    `【${content.tag}】${content.title}`,
    ...(content.price ? [`💰 ${content.price}`] : []),
    `📍 ${content.region}`,
    ...twoLines(content.text),
    `👉 ${url}`,
  ].join('\n');
}
