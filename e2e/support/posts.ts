import type { Category, Post, Region, Reply, UploadedImage } from '@huaren/contract';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import sharp from 'sharp';
import { inject } from 'vitest';
import { call } from './api';

/** A photo made for the test: a solid colour with a darker band, as PNG bytes. */
export async function photo(color: string, width = 1200, height = 900): Promise<Buffer> {
  const band = Buffer.from(
    `<svg width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${color}"/><rect y="${Math.round(height / 3)}" width="${width}" height="${Math.round(height / 3)}" fill="#0003"/></svg>`,
  );
  return sharp(band).png().toBuffer();
}

export async function regionId(name: string): Promise<number> {
  const { list } = await call<{ list: Region[] }>('GET', '/v1/user/region_list/');
  const found = list.find((r) => r.regionName === name);
  if (!found) throw new Error(`no region ${name}`);
  return found.id;
}

export async function categoryId(name: string): Promise<number> {
  const { list } = await call<{ list: Category[] }>(
    'GET',
    '/v1/user/post_categories/?clientType=2',
  );
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

/** A post made through the API, with optional photos (uploaded first); region 1 unless given. */
export async function createPost(
  token: string,
  fields: Partial<{
    title: string;
    content: string;
    price: number | null;
    category: string;
    regionId: number;
  }> & {
    photos?: Buffer[];
  } = {},
): Promise<Post> {
  const images: UploadedImage[] = [];
  for (const bytes of fields.photos ?? []) {
    images.push(
      await call<UploadedImage>('POST', '/v1/user/upload_base64/', {
        token,
        body: { file: `data:image/png;base64,${bytes.toString('base64')}` },
      }),
    );
  }
  return call<Post>('POST', '/v1/user/post/new/', {
    token,
    body: {
      title: fields.title ?? `测试帖子 ${Date.now()}`,
      content: fields.content ?? '这是一条由测试发布的信息，内容足够长。',
      categoryId: await categoryId(fields.category ?? '二手买卖'),
      regionId: fields.regionId ?? 1,
      images: images.map((i) => i.id),
      contact: { wechat: 'tester_wx01' },
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
  const db = new Database(join(inject('dataDir'), 'app.db'), { fileMustExist: true });
  try {
    db.prepare('UPDATE posts SET expires_at = ? WHERE id = ?').run(Date.now() - 1000, id);
  } finally {
    db.close();
  }
}
