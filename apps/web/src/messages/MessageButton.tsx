import { Button } from 'antd-mobile';
import { currentPath, useAppNavigator } from '../nav/appNavigator';
import { loginPathFor } from '../nav/loginFlow';
import { messageChatPath } from '../nav/paths';
import { useLoggedIn } from '../lib/session';
import { useOpenConversationMutation } from './api';

/** What a conversation is opened from (decisions 0034, 0037). */
type Target = { postId: number } | { articleId: number } | { userId: number };

const TEST_ID = { postId: 'post-message', articleId: 'article-message', userId: 'profile-message' };

/**
 * 私信: opens, or resumes, the conversation with the author of a post or an article about it, or
 * with a user. The pages leave it out on the caller's own content and page.
 */
export function MessageButton(target: Target) {
  const navigator = useAppNavigator();
  const loggedIn = useLoggedIn();
  const open = useOpenConversationMutation();
  const start = () => {
    if (!loggedIn) return void navigator.navigateTo(loginPathFor(currentPath()));
    open.mutate(target, {
      onSuccess: (conversation) => void navigator.navigateTo(messageChatPath(conversation.id)),
    });
  };
  const kind = Object.keys(target)[0] as keyof typeof TEST_ID;
  return (
    <Button
      color="primary"
      block
      loading={open.isPending}
      onClick={start}
      data-testid={TEST_ID[kind]}
    >
      私信联系 TA
    </Button>
  );
}
