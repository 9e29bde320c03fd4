import type { UploadedImage } from '@huaren/contract';

/**
 * What posts and articles ask of the uploads module (which provides it as `app.images`): stored
 * images presented with their URLs, missing or foreign ids simply absent from an answer.
 */
export interface ImageLookup {
  /**
   * The images among `ids` that `userId` uploaded, in any order. A post may only show its
   * author's own uploads, so nobody can attach (and so republish) another user's photos by hash.
   */
  owned(userId: number, ids: readonly string[]): Promise<UploadedImage[]>;
  /** The images among `ids`, whoever uploaded them: an article may show any upload of ours. */
  any(ids: readonly string[]): Promise<UploadedImage[]>;
  /** The upload id an image URL is ours for (exactly the URL the store gives it), else null. */
  idOfUrl(src: string): string | null;
}
