import { z } from '../z';
import { PRICE_MAX_CENTS, TEXTAREA_MAXLENGTH } from '../constants';
import { IMAGE_ID_PATTERN, POST_MAX_IMAGES } from '../uploads/calls';
import { blankAsAbsent, plainText } from '../text';
import { plainTextField } from '../text-field';
import { isEmail, normalizePhone } from '../validators';
import { PriceUnit } from './post';

/**
 * Post and reply fields shared by the publish form and the server, each with the message a user
 * sees at the field (docs/decisions/0006-posts.md).
 */

export const POST_TITLE_MIN = 5;
export const POST_TITLE_MAX = 50;
export const POST_CONTENT_MIN = 10;
export const POST_CONTENT_MAX = 2000;
/** Replies are short: the spec's textarea maxlength. */
export const REPLY_MAX = TEXTAREA_MAXLENGTH;
export const REPORT_TEXT_MAX = 200;
/** A published post stays in the lists this long after publishing or its last renewal. */
export const POST_LIFE_DAYS = 30;
export const ADDRESS_MAX = 100;

export const postTitleField = plainTextField('标题', {
  min: POST_TITLE_MIN,
  max: POST_TITLE_MAX,
  oneLine: true,
});

export const postContentField = plainTextField('内容', {
  min: POST_CONTENT_MIN,
  max: POST_CONTENT_MAX,
});

export const replyContentField = plainTextField('回复', {
  max: REPLY_MAX,
  prompt: '请输入回复内容',
});

/**
 * How to reach the poster: any of phone, WeChat ID and e-mail, at least one. The form fills them
 * from the profile; the poster may change or clear each. Phone is stored in E.164.
 */
export const postContactField = z
  .object(
    {
      phone: z.preprocess(
        blankAsAbsent,
        z
          .string({ error: '联系电话格式不正确' })
          .trim()
          .refine((v) => normalizePhone(v) !== null, { error: '请输入正确的美国或中国大陆手机号' })
          .transform((v) => normalizePhone(v)!)
          .optional(),
      ),
      wechat: z.preprocess(
        blankAsAbsent,
        z
          .string({ error: '微信号格式不正确' })
          .trim()
          .refine((v) => /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/.test(v), {
            error: '微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号',
          })
          .optional(),
      ),
      email: z.preprocess(
        blankAsAbsent,
        z
          .string({ error: '邮箱格式不正确' })
          .trim()
          .transform((v) => v.toLowerCase())
          .refine((v) => isEmail(v), { error: '邮箱格式不正确' })
          .optional(),
      ),
    },
    { error: '请填写联系方式' },
  )
  .refine((c) => c.phone !== undefined || c.wechat !== undefined || c.email !== undefined, {
    error: '请至少填写一种联系方式（电话、微信或邮箱）',
  });

/** Image ids (content hashes) from upload_base64, in display order; the first is the cover. */
export const postImagesField = z
  .array(z.string({ error: '图片不正确' }).regex(IMAGE_ID_PATTERN, { error: '图片不正确' }), {
    error: '图片不正确',
  })
  .max(POST_MAX_IMAGES, { error: `最多上传 ${POST_MAX_IMAGES} 张图片` })
  .refine((ids) => new Set(ids).size === ids.length, { error: '图片不能重复' })
  .default([]);

/**
 * Cents, so that no float ever rounds a price; the form takes and shows dollars. Null (or absent)
 * when there is none: in a category with prices that reads 面议 (negotiable).
 */
export const priceField = z
  .number({ error: '价格必须是数字' })
  .int({ error: '价格最多精确到美分' })
  .min(0, { error: '价格不能为负数' })
  .max(PRICE_MAX_CENTS, {
    error: `价格不能超过 $${(PRICE_MAX_CENTS / 100).toLocaleString('en-US')}`,
  })
  .nullable()
  .default(null);

/** Per month or per hour; null: the price is for the thing itself. Only with a price. */
export const priceUnitField = PriceUnit.nullable().default(null);

/** A latitude or longitude within ±`limit` degrees, or null for none. */
const coordinate = (name: string, limit: number) => {
  const error = `位置的${name}不正确`;
  return z.number({ error }).min(-limit, { error }).max(limit, { error }).nullable().default(null);
};

/**
 * A place: an address, and its coordinates when the poster has them (a point on the map or the
 * browser's location). Without them the address alone is kept, and map apps search for it
 * (docs/decisions/0010-maps.md); one coordinate without the other is refused.
 */
export const locationField = z
  .object(
    {
      latitude: coordinate('纬度', 90),
      longitude: coordinate('经度', 180),
      address: z
        .string({ error: '请输入地址' })
        .trim()
        .min(1, { error: '请输入地址' })
        .max(ADDRESS_MAX, { error: `地址最多 ${ADDRESS_MAX} 个字` }),
    },
    { error: '位置不正确' },
  )
  .refine((l) => (l.latitude === null) === (l.longitude === null), {
    error: '位置的经纬度要同时填写',
  })
  .nullable()
  .default(null);

/** The fixed reasons of the report sheet, in its order. */
export const REPORT_REASONS = [
  '垃圾广告',
  '虚假诈骗',
  '违法违规',
  '色情低俗',
  '人身攻击',
  '信息已失效',
  '重复发布',
  '其他',
] as const;
export const ReportReason = z.enum(REPORT_REASONS, { error: '请选择举报原因' });
export type ReportReason = z.infer<typeof ReportReason>;

export const reportTextField = z
  .string({ error: '补充说明格式不正确' })
  .transform(plainText)
  .pipe(z.string().max(REPORT_TEXT_MAX, { error: `补充说明最多 ${REPORT_TEXT_MAX} 个字` }))
  .optional();
