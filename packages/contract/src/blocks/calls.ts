import { z } from '../z';
import { addedUserCall } from '../define-call';
import { pagedList } from '../paging';
import { Code } from '../protocol/codes';
import { userIdField } from '../profiles/calls';

/**
 * The caller's blocks (issue 20, docs/decisions/0042-blocking.md). blockUser (messages) makes and
 * lifts them; a block hides the blocked user's posts, articles, replies and comments from the
 * blocker and refuses their answers to the blocker's content.
 */

export const BlockedUser = z.object({
  id: z.number().int(),
  nickName: z.string(),
  /** When the block was made. */
  blockedAt: z.string(),
});
export type BlockedUser = z.infer<typeof BlockedUser>;

export const myBlocks = addedUserCall('GET /v1/user/blocks/list/', {
  ...pagedList(BlockedUser),
  summary: "The caller's blocked users (黑名单), latest block first",
});

export const blockStatus = addedUserCall('GET /v1/user/blocks/status/', {
  input: z.object({ userId: userIdField }),
  output: z.object({ blocked: z.boolean() }),
  summary: 'Whether the caller blocks this user. An unknown user answers 404',
  codes: [Code.notFound],
});
