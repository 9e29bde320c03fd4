import { z } from '../z';
import { defineCall } from '../define-call';
import { postIdField } from '../ids';
import { Code } from '../protocol/codes';

/** Shares counted per reader and post a day, and per reader a day (decision 0039). */
export const SHARES_PER_READER_DAY = 30;

export const sharePost = defineCall('POST /v1/user/post/{id}/share/', {
  input: z.object({ id: postIdField }),
  output: z.object({
    /** False when this reader's share of the post was already counted today, or past their day's limit. */
    counted: z.boolean(),
  }),
  auth: 'visitor',
  summary: `Count a share of a public post from the share sheet (its author sees the count in my_posts): once a day per reader and post, at most ${SHARES_PER_READER_DAY} posts a day per reader; more answer counted: false`,
  added: true,
  codes: [Code.notFound],
});
