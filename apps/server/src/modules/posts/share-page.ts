import { formatPrice, postDetail, SharePath, type Post } from '@huaren/contract';
import { COLUMN_WIDE_SIZES, srcSetOf } from '@huaren/contract/uploads/renditions';
import { absoluteUrl, dayOf } from '../../core/content/share-page';
import { escapeHtml } from '../../static/html-escape';
import type { ResponsivePhoto, ShareDocument } from '../../static/share-document';
import { excerptOf } from './post.presenter';

const CENTS = 100;

/**
 * A post's share page (decision 0039): what a visitor's detail shows, contacts excepted (the
 * visitor's detail has none), and schema.org data of a classified offer with its price and region.
 * `post` is the detail's answer to a visitor: the app's detail starts from it (decision 0043), and
 * its first photo, the page's largest paint, is preloaded with the renditions the gallery offers.
 */
export function postDocument(post: Post, origin: string): ShareDocument {
  const url = `${origin}${SharePath.post(post.id)}`;
  const price = post.price === null ? null : formatPrice(post.price, post.priceUnit);
  const first = post.images[0];
  const image = first ? absoluteUrl(first.thumbUrl, origin) : null;
  const description = [price, post.regionPathName, excerptOf(post.content)]
    .filter(Boolean)
    .join(' · ');
  const largestPhoto: ResponsivePhoto | null = first
    ? { src: first.url, srcset: srcSetOf(first), sizes: COLUMN_WIDE_SIZES }
    : null;
  const photo =
    first && largestPhoto
      ? `<img src="${escapeHtml(absoluteUrl(first.url, origin))}" srcset="${escapeHtml(largestPhoto.srcset)}" sizes="${largestPhoto.sizes}" fetchpriority="high" alt="${escapeHtml(post.title)}" width="${first.width}" height="${first.height}" />`
      : '';
  const body = `<main class="share"><article>
<h1>${escapeHtml(post.title)}</h1>
${price ? `<p class="price">${escapeHtml(price)}</p>` : ''}
<p class="meta">${escapeHtml(post.regionPathName)} · ${escapeHtml(post.categoryName)} · <time datetime="${post.createdAt}">${dayOf(post.createdAt)}</time></p>
${photo}
<p class="text">${escapeHtml(post.content)}</p>
<p><a href="${SharePath.category(post.regionId, post.categoryId)}">更多${escapeHtml(post.regionPathName)}的${escapeHtml(post.categoryName)}</a></p>
</article></main>`;
  return {
    status: 200,
    title: post.title,
    description,
    url,
    image,
    ogType: 'article',
    jsonLd: offerOf(post, url, image, description),
    body,
    pageData: [{ path: postDetail.path, input: { id: post.id }, output: post }],
    ...(largestPhoto ? { largestPhoto } : {}),
  };
}

/** schema.org's Offer: a classified ad offers something at a price in a place, for a time. */
function offerOf(post: Post, url: string, image: string | null, description: string) {
  const price = post.price === null ? null : (post.price / CENTS).toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: post.title,
    description,
    url,
    ...(image ? { image } : {}),
    category: post.categoryName,
    areaServed: { '@type': 'Place', name: post.regionPathName },
    validFrom: post.createdAt,
    validThrough: post.expiresAt,
    ...(price === null
      ? {}
      : {
          price,
          priceCurrency: 'USD',
          ...(post.priceUnit
            ? {
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  price,
                  priceCurrency: 'USD',
                  unitCode: post.priceUnit === 'month' ? 'MON' : 'HUR',
                },
              }
            : {}),
        }),
  };
}
