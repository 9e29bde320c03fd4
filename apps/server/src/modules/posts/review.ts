import type { PostRow } from './post-row';
import type { PostColumns } from './post-values';

/**
 * What an edit can send back to review (decision 0008): a published post, or one past its life.
 * A pending post is waiting already; a hidden one stays with the moderators who hid it.
 */
export const REVIEWED_STATUSES = ['published', 'expired'] as const;

/**
 * Whether an edit changes what an administrator approves in a premoderated category: the
 * category itself (a post moved in from elsewhere was never reviewed), the title and text (their
 * fingerprint), the images or the contact details. Price, region and location do not.
 */
export function changesReviewedContent(before: PostRow, after: PostColumns): boolean {
  return (
    before.category_id !== after.category_id ||
    before.title !== after.title ||
    before.content !== after.content ||
    before.images !== after.images ||
    before.contact_phone !== after.contact_phone ||
    before.contact_wechat !== after.contact_wechat ||
    before.contact_email !== after.contact_email
  );
}
