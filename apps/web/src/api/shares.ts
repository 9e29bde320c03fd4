import { callPaths } from '@huaren/contract/call-paths';
import { request } from './client';

/**
 * Counts a share of a post (decision 0039). The reader has shared whatever the answer says, so
 * a failure is silent: the sheet goes on.
 */
export function countPostShare(id: number): void {
  request(callPaths.sharePost, { id }).catch(() => undefined);
}
