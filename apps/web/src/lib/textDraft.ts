import { draftStore, draftText } from './draftStore';
import { onSessionCleared } from './session';

/** What the reply or comment box holds. */
export interface TextDraft {
  text: string;
}

const fields = (data: Record<string, unknown>): TextDraft => ({ text: draftText(data.text) });

/**
 * A reply being written, one per post, and a comment, one per article: kept until sent, so that
 * words typed without signal wait for it, even across a reload (docs/decisions/0012-offline.md).
 * They are the user's own writing, so a logout forgets them.
 */
export const replyDrafts = draftStore<TextDraft>('replyDraft', 1, fields);
export const commentDrafts = draftStore<TextDraft>('commentDraft', 1, fields);

onSessionCleared(() => {
  replyDrafts.clearAll();
  commentDrafts.clearAll();
});
