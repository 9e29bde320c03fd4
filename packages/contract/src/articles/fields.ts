import { z } from '../z';
import { idField } from '../ids';
import { REPLY_MAX } from '../posts/fields';
import { blankAsAbsent, CONTROL_CHARACTER, plainText } from '../text';
import { IMAGE_ID_PATTERN } from '../uploads/calls';

/**
 * Article and comment fields shared by the editor and the server, each with the message a user
 * sees at the field (docs/decisions/0007-article-bodies.md).
 */

export const ARTICLE_TITLE_MIN = 5;
export const ARTICLE_TITLE_MAX = 60;
/** Characters of the Markdown source: a long guide fits, a pasted book does not. */
export const ARTICLE_BODY_MAX = 20_000;
/** Characters of visible text the body must have, once its Markdown is rendered. */
export const ARTICLE_TEXT_MIN = 10;
export const ARTICLE_SUMMARY_MAX = 120;
/** Images one article may show; each is an upload of ours, inserted by the editor. */
export const ARTICLE_MAX_IMAGES = 20;
/** Comments are short, like post replies: the spec's textarea maxlength. */
export const COMMENT_MAX = REPLY_MAX;

export const articleIdField = idField('文章');
export const commentIdField = idField('评论');

export const articleTitleField = z
  .string({ error: '请输入标题' })
  .transform(plainText)
  .pipe(
    z
      .string()
      .min(1, { error: '请输入标题' })
      .min(ARTICLE_TITLE_MIN, { error: `标题至少 ${ARTICLE_TITLE_MIN} 个字` })
      .max(ARTICLE_TITLE_MAX, { error: `标题最多 ${ARTICLE_TITLE_MAX} 个字` })
      .refine((v) => !/[\n\t]/.test(v) && !CONTROL_CHARACTER.test(v), {
        error: '标题不能包含换行或特殊符号',
      }),
  );

/**
 * The body as Markdown (CommonMark: headings, paragraphs, bold, italic, lists, quotes, links,
 * images of ours). Raw HTML in it is shown as text, never run. The server checks the visible
 * length (ARTICLE_TEXT_MIN) and the images once it has rendered it.
 */
export const articleBodyField = z
  .string({ error: '请输入正文' })
  .transform(plainText)
  .pipe(
    z
      .string()
      .min(1, { error: '请输入正文' })
      .max(ARTICLE_BODY_MAX, { error: `正文最多 ${ARTICLE_BODY_MAX} 个字` })
      .refine((v) => !CONTROL_CHARACTER.test(v), { error: '正文不能包含特殊符号' }),
  );

/** For the feed; left empty, the server takes the start of the body's text. */
export const articleSummaryField = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: '摘要格式不正确' })
    .transform((v) => plainText(v).replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .max(ARTICLE_SUMMARY_MAX, { error: `摘要最多 ${ARTICLE_SUMMARY_MAX} 个字` })
        .refine((v) => !CONTROL_CHARACTER.test(v), { error: '摘要不能包含特殊符号' }),
    )
    .optional(),
);

/** An uploaded image id for the cover; left empty, the body's first image is the cover. */
export const coverImageIdField = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: '封面图片不正确' })
    .regex(IMAGE_ID_PATTERN, { error: '封面图片不正确' })
    .nullable()
    .optional(),
);

export const commentContentField = z
  .string({ error: '请输入评论内容' })
  .transform(plainText)
  .pipe(
    z
      .string()
      .min(1, { error: '请输入评论内容' })
      .max(COMMENT_MAX, { error: `评论最多 ${COMMENT_MAX} 个字` })
      .refine((v) => !CONTROL_CHARACTER.test(v), { error: '评论不能包含特殊符号' }),
  );
