import { z } from '../z';
import { defineCall } from '../define-call';
import { Code } from '../protocol/codes';

/** Decoded bytes an upload may have; the JSON body (base64) is about 4/3 of this. */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
/** Pixels an image may have (checked from its header before decoding). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Images a post may carry in the screens (the spec's 52 is a component default). */
export const POST_MAX_IMAGES = 9;
/**
 * The stored image's long side at most (never enlarged); the browser compresses to this before
 * uploading, since the server would discard anything larger.
 */
export const UPLOAD_MAX_SIDE = 1600;
export { UPLOAD_THUMB_SIDE } from './renditions';
/** The longest data URL: base64 of UPLOAD_MAX_BYTES plus room for `data:image/...;base64,`. */
export const UPLOAD_MAX_DATA_URL_LENGTH = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 200;
/** An image id: the SHA-256 of the stored WebP, lower-case hex. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{64}$/;

/** A stored image: WebP by content hash, resized, with a thumbnail for lists. */
export const UploadedImage = z.object({
  /** The content hash (IMAGE_ID_PATTERN): posts and articles refer to images by it. */
  id: z.string(),
  /** Full size (at most 1600 px on the long side), same origin, long-cached. */
  url: z.string(),
  /**
   * For lists: the whole image scaled to fit UPLOAD_THUMB_SIDE (same aspect as width × height,
   * never enlarged); crop it with CSS `object-fit: cover` where a square is wanted.
   */
  thumbUrl: z.string(),
  /** Of the full-size image, after auto-rotation. */
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

export const uploadBase64 = defineCall('POST /v1/user/upload_base64/', {
  input: z.object({
    /** A data URL (data:image/...;base64,...). The declared type is not trusted. */
    file: z
      .string({ error: '请选择图片' })
      .min(1, { error: '请选择图片' })
      .max(UPLOAD_MAX_DATA_URL_LENGTH, { error: '图片不能超过 4MB' }),
  }),
  output: UploadedImage,
  auth: 'user',
  summary:
    'Upload an image as a base64 data URL: checked by content, not by the declared type (JPEG, PNG, WebP; HEIC is refused with a reason, this server cannot decode it), at most 4 MB and 40 MP, auto-rotated, every metadata field stripped, resized to 1600 px with a 400 px thumbnail, stored as WebP by content hash (identical images get the same id)',
  codes: [Code.tooManyRequests],
});
