import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { Code } from '../protocol/codes';

/** Decoded bytes an upload may have; the JSON body (base64) is about 4/3 of this. */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
/** Pixels an image may have (checked from its header before decoding). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Images a post may carry in the screens (the spec's 52 is a component default). */
export const POST_MAX_IMAGES = 9;

/** A stored image: WebP by content hash, resized, with a thumbnail for lists. */
export const UploadedImage = z.object({
  /** The content hash: posts and articles refer to images by it. */
  id: z.string(),
  /** Full size (at most 1600 px on the long side), same origin, long-cached. */
  url: z.string(),
  /** For lists (a small square-ish crop or fit). */
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

export const uploadBase64 = defineEndpoint({
  method: 'POST',
  path: '/v1/user/upload_base64/',
  input: z.object({
    /** A data URL (data:image/...;base64,...). The declared type is not trusted. */
    file: z
      .string({ error: '请选择图片' })
      .min(1, { error: '请选择图片' })
      .max(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 200, { error: '图片不能超过 4MB' }),
  }),
  output: UploadedImage,
  auth: 'user',
  summary:
    'Upload an image as a base64 data URL: checked by content (JPEG, PNG, WebP, HEIC), auto-rotated, metadata stripped, resized, stored as WebP',
  codes: [Code.tooManyRequests],
});
