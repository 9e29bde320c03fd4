import { commentContentField, type ArticleComment } from '@huaren/contract';
import { useNewCommentMutation } from '../../api/comments';
import { commentDrafts } from '../../lib/textDraft';
import { showToast } from '../../lib/toast';
import { TextComposer } from '../TextComposer';

interface CommentComposerProps {
  articleId: number;
  /** The comment being answered, or null for a comment on the article. */
  target: ArticleComment | null;
  onCancelTarget: () => void;
}

/** The comment box at the foot of an article's comments page. */
export function CommentComposer({ articleId, target, onCancelTarget }: CommentComposerProps) {
  const send = useNewCommentMutation(articleId);
  return (
    <TextComposer
      id="comment-content"
      label="评论内容"
      placeholder="写下你的评论…"
      targetName={target?.author.nickName ?? null}
      onCancelTarget={onCancelTarget}
      field={commentContentField}
      pending={send.isPending}
      error={send.error}
      draft={{ store: commentDrafts, id: articleId }}
      send={(content, sent) =>
        send.mutate(
          { content, commentId: target?.id },
          {
            onSuccess: () => {
              sent();
              showToast(target ? '回复成功' : '评论成功');
            },
          },
        )
      }
      testId="comment-composer"
      sendTestId="comment-send"
    />
  );
}
