import { z } from '../z';
import { idField } from '../ids';
import { REPLY_MAX } from '../posts/fields';
import { blankAsAbsent, plainText } from '../text';
import { plainTextField } from '../text-field';
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

export const articleTitleField = plainTextField('标题', {
  min: ARTICLE_TITLE_MIN,
  max: ARTICLE_TITLE_MAX,
  oneLine: true,
});

/**
 * The body as Markdown (CommonMark: headings, paragraphs, bold, italic, lists, quotes, links,
 * images of ours). Raw HTML in it is shown as text, never run. The server checks the visible
 * length (ARTICLE_TEXT_MIN) and the images once it has rendered it.
 */
export const articleBodyField = plainTextField('正文', { max: ARTICLE_BODY_MAX });

/** For the feed; left empty, the server takes the start of the body's text. */
export const articleSummaryField = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: '摘要格式不正确' })
    .transform((v) => plainText(v).replace(/\s+/g, ' '))
    .pipe(z.string().max(ARTICLE_SUMMARY_MAX, { error: `摘要最多 ${ARTICLE_SUMMARY_MAX} 个字` }))
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

export const commentContentField = plainTextField('评论', {
  max: COMMENT_MAX,
  prompt: '请输入评论内容',
});
