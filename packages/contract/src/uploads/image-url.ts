/** The URL path the server serves uploads under: `/uploads/<id>.webp`, `/uploads/<id>.thumb.webp`. */
export const UPLOADS_PATH = '/uploads';

const ID_IN_URL = /([0-9a-f]{64})\.webp$/;

/** Where the local store serves an upload's full-size image. */
const localFullUrl = (id: string) => `${UPLOADS_PATH}/${id}.webp`;

/**
 * The image rule of article bodies (decision 0007): a URL is ours when it is exactly the URL of an
 * upload's full-size image, and this answers that upload's id; any other host, path, query or the
 * thumbnail answers null. `fullUrl` is where the store serves an id's image (the server asks its
 * object store; the editor's preview knows the local store's path only).
 */
export function uploadIdOfUrl(
  src: string,
  fullUrl: (id: string) => string = localFullUrl,
): string | null {
  const id = ID_IN_URL.exec(src)?.[1];
  return id !== undefined && fullUrl(id) === src ? id : null;
}
