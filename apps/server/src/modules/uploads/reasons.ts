import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@huaren/contract';

const megabytes = UPLOAD_MAX_BYTES / (1024 * 1024);
/** 40 MP reads as 4000 万像素 in Chinese. */
const tenThousands = UPLOAD_MAX_PIXELS / 10_000;

/** Every reason the upload call answers, as the user reads it; tests compare them exactly. */
export const Reasons = {
  notDataUrl: '图片数据格式不正确，请重新选择图片',
  badBase64: '图片数据已损坏（base64 编码不正确），请重新选择图片',
  empty: '请选择图片',
  tooLarge: `图片不能超过 ${megabytes}MB`,
  notImage: '仅支持 JPEG、PNG、WebP 格式的图片',
  heic: '暂不支持 HEIC 格式的图片，请在相机设置中选择“兼容性最佳”，或先转换为 JPEG',
  tooManyPixels: `图片尺寸过大，最多 ${tenThousands} 万像素`,
  corrupt: '图片已损坏或不完整，请重新选择图片',
  tooOftenHour: (minutes: number) => `上传图片太频繁，请 ${minutes} 分钟后再试`,
  dailyCap: (hours: number) => `今天上传的图片已达上限，请 ${hours} 小时后再试`,
  busy: '上传的人太多了，请稍后重试',
} as const;
