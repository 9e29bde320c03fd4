import { UPLOAD_MAX_SIDE } from '@huaren/contract';
import { fitWithin } from './imageSize';

const QUALITY = 0.85;

/**
 * A photo as a data URL ready for upload_base64: at most UPLOAD_MAX_SIDE on the long side,
 * WebP (JPEG where the browser cannot encode WebP) at 0.85. The server would discard anything
 * larger, and a 12 MP phone photo would not fit its 4 MB cap. createImageBitmap applies the
 * EXIF orientation while decoding, so the drawn pixels stand upright and the orientation tag
 * (dropped with every other metadata field by the canvas) is no longer needed.
 */
export async function compressImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, UPLOAD_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d unavailable');
    // A transparent PNG would turn black as JPEG: paint white behind it.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const webp = canvas.toDataURL('image/webp', QUALITY);
    return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', QUALITY);
  } finally {
    bitmap.close();
  }
}
