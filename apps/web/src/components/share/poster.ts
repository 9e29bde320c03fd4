import { encode } from 'uqr';
import type { ShareContent } from './shareContent';

/** The poster's size: 2× a 375-point phone, portrait, so it stays sharp when saved. */
const WIDTH = 750;
const HEIGHT = 1200;
const PHOTO_HEIGHT = 560;
const PAD = 48;
const QR_SIZE = 220;
const BRAND = '#217f35';
/** Fonts a phone has for Chinese: iOS's PingFang, Android's Noto/Source Han, Windows' YaHei. */
const FONT =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", sans-serif';
const SITE_NAME = '华人生活圈';

/**
 * Draws the share poster (decision 0039): the first photo (or a green band with the site's
 * name), the title, price and region, and at the bottom the site's name and a QR code of the
 * share link. Loaded only when the reader asks for a poster, with the QR library.
 */
export async function drawPoster(content: ShareContent, url: string): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  await document.fonts?.ready;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);

  const photo = content.imageUrl ? await loadImage(content.imageUrl) : null;
  if (photo) drawCover(ctx, photo, 0, 0, WIDTH, PHOTO_HEIGHT);
  else drawBand(ctx);

  let y = PHOTO_HEIGHT + PAD + 8;
  ctx.fillStyle = '#1f2329';
  ctx.font = `700 40px ${FONT}`;
  ctx.textBaseline = 'top';
  for (const line of wrap(ctx, content.title, WIDTH - 2 * PAD, 2)) {
    ctx.fillText(line, PAD, y);
    y += 56;
  }
  if (content.price) {
    ctx.fillStyle = '#c4262e';
    ctx.font = `700 44px ${FONT}`;
    ctx.fillText(content.price, PAD, y + 8);
    y += 68;
  }
  ctx.fillStyle = '#6b6f74';
  ctx.font = `28px ${FONT}`;
  ctx.fillText(`地区：${content.region}`, PAD, y + 8);

  const footTop = HEIGHT - QR_SIZE - 2 * PAD;
  ctx.fillStyle = '#e5e7eb';
  ctx.fillRect(PAD, footTop, WIDTH - 2 * PAD, 2);
  ctx.fillStyle = BRAND;
  ctx.font = `700 40px ${FONT}`;
  ctx.fillText(SITE_NAME, PAD, footTop + PAD);
  ctx.fillStyle = '#6b6f74';
  ctx.font = `26px ${FONT}`;
  ctx.fillText('长按识别二维码', PAD, footTop + PAD + 64);
  ctx.fillText('查看详情与联系方式', PAD, footTop + PAD + 102);
  drawQr(ctx, url, WIDTH - PAD - QR_SIZE, footTop + PAD, QR_SIZE);
  return canvas;
}

function drawBand(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = BRAND;
  ctx.fillRect(0, 0, WIDTH, PHOTO_HEIGHT);
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 88px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(SITE_NAME, WIDTH / 2, PHOTO_HEIGHT / 2);
  ctx.textAlign = 'left';
}

/** The QR code with its quiet zone (4 modules, as scanners expect) on white. */
function drawQr(ctx: CanvasRenderingContext2D, url: string, x: number, y: number, size: number) {
  const qr = encode(url, { ecc: 'M', border: 4 });
  const cell = Math.floor(size / qr.size);
  const offset = Math.floor((size - cell * qr.size) / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, size, size);
  ctx.fillStyle = '#000000';
  qr.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) ctx.fillRect(x + offset + c * cell, y + offset + r * cell, cell, cell);
    }),
  );
}

/** Scales the image to cover the box, centred, like CSS object-fit: cover. */
function drawCover(
  ctx: CanvasRenderingContext2D,
  img: HTMLImageElement,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const scale = Math.max(w / img.naturalWidth, h / img.naturalHeight);
  const sw = w / scale;
  const sh = h / scale;
  ctx.drawImage(img, (img.naturalWidth - sw) / 2, (img.naturalHeight - sh) / 2, sw, sh, x, y, w, h);
}

/** Lines of at most `max` width, `lines` at most, the last cut with … when the text is longer. */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const char of Array.from(text)) {
    if (ctx.measureText(line + char).width > max) {
      out.push(line);
      line = '';
      if (out.length === lines) {
        const last = Array.from(out[lines - 1]!);
        out[lines - 1] = `${last.slice(0, -1).join('')}…`;
        return out;
      }
    }
    line += char;
  }
  if (line) out.push(line);
  return out;
}

/**
 * The photo, or null when it cannot be drawn: an image from another origin (PUBLIC_MEDIA_URL)
 * loads only with CORS, so that the canvas stays exportable; without it the poster goes on
 * without the photo.
 */
function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}
