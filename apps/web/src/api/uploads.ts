import { type UploadedImage, callPaths } from '@huaren/contract';
import { compressImage } from '../lib/compressImage';
import { showErrorToast } from '../lib/toast';
import { request } from './client';

/**
 * One photo: compressed in the browser, then sent as a data URL. For antd's ImageUploader,
 * whose `upload` prop wants a plain async function rather than a mutation; a failure shows the
 * server's reason as a toast (the request layer) and the uploader drops the tile.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  let dataUrl: string;
  try {
    dataUrl = await compressImage(file);
  } catch {
    showErrorToast('无法读取这张图片，请换一张');
    throw new Error('unreadable image');
  }
  return request(callPaths.uploadBase64, { file: dataUrl });
}
