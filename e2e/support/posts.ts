import type { Category, Post, PostContact, Region, Reply, UploadedImage } from '@huaren/contract';
import sharp from 'sharp';
import { call } from './api';
import { writeServerDatabase } from './server-database';

const DAY_MS = 86_400_000;

/** A photo made for the test: a solid colour with a darker band, as PNG bytes. */
export async function photo(color: string, width = 1200, height = 900): Promise<Buffer> {
  const band = Buffer.from(
    `<svg width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${color}"/><rect y="${Math.round(height / 3)}" width="${width}" height="${Math.round(height / 3)}" fill="#0003"/></svg>`,
  );
  return sharp(band).png().toBuffer();
}

/**
 * A camera-sized JPEG of grain, which no encoder shrinks much: at 3000 × 2000 it is larger than
 * the server takes (UPLOAD_MAX_BYTES), so only a photo compressed in the browser gets through.
 */
export async function grainyPhoto(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

export async function categoryId(name: string, baseURL?: string): Promise<number> {
  const { list } = await call<{ list: Category[] }>(
    'GET',
    '/v1/user/post_categories/?clientType=2',
    { baseURL },
  );
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

/** A region's id by its name (纽约州, 纽约/法拉盛), from the list the app loads at launch. */
export async function regionId(name: string): Promise<number> {
  const { list } = await call<{ list: Region[] }>('GET', '/v1/user/region_list/');
  const found = list.find((r) => r.regionName === name);
  if (!found) throw new Error(`no region ${name}`);
  return found.id;
}

/**
 * A post made through the API, with optional photos (uploaded first); in region 1 unless told;
 * `baseURL`: another server.
 */
export async function createPost(
  token: string,
  fields: Partial<{
    title: string;
    content: string;
    price: number | null;
    category: string;
    regionId: number;
    contact: Partial<Record<keyof PostContact, string>>;
  }> & {
    photos?: Buffer[];
    baseURL?: string;
  } = {},
): Promise<Post> {
  const { baseURL } = fields;
  const images: UploadedImage[] = [];
  for (const bytes of fields.photos ?? []) {
    images.push(
      await call<UploadedImage>('POST', '/v1/user/upload_base64/', {
        token,
        baseURL,
        body: { file: `data:image/png;base64,${bytes.toString('base64')}` },
      }),
    );
  }
  return call<Post>('POST', '/v1/user/post/new/', {
    token,
    baseURL,
    body: {
      title: fields.title ?? `测试帖子 ${Date.now()}`,
      content: fields.content ?? '这是一条由测试发布的信息，内容足够长。',
      categoryId: await categoryId(fields.category ?? '二手买卖', baseURL),
      regionId: fields.regionId ?? 1,
      images: images.map((i) => i.id),
      contact: fields.contact ?? { wechat: 'tester_wx01' },
      price: fields.price ?? null,
      location: null,
    },
  });
}

/** A reply through the API: to the post, or with `replyId` to one of its replies. */
export async function createReply(
  token: string,
  postId: number,
  content: string,
  replyId?: number,
): Promise<Reply> {
  return call<Reply>('POST', '/v1/user/post/reply/', {
    token,
    body: { postId, content, ...(replyId === undefined ? {} : { replyId }) },
  });
}

/**
 * Ends a post's life now, as 30 days would. The suite's server runs on the real clock, so the
 * test writes the end into its SQLite file (DATA_DIR/app.db) rather than wait.
 */
export function expirePost(id: number): void {
  writeServerDatabase('UPDATE posts SET expires_at = ? WHERE id = ?', Date.now() - 1000, id);
}

/** Likes a post through the API, or takes the like back when there is one. */
export async function toggleLike(token: string, postId: number): Promise<void> {
  await call('POST', '/v1/user/post/like/', { token, body: { postId } });
}

/**
 * Makes an account older than a day, as if it had signed up yesterday: a new account may publish
 * three posts a day (decision 0008), a test that needs a page of them more. Written into the
 * server's SQLite file, like expirePost.
 */
export function ageAccount(userId: number): void {
  writeServerDatabase(
    'UPDATE users SET created_at = ? WHERE id = ?',
    Date.now() - 2 * DAY_MS,
    userId,
  );
}
