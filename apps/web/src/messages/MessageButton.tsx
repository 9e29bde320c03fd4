import { Button } from 'antd-mobile';
import { currentPath, useAppNavigator } from '../nav/appNavigator';
import { loginPathFor } from '../nav/loginFlow';
import { messageChatPath } from '../nav/paths';
import { useLoggedIn } from '../lib/session';
import { useOpenConversationMutation } from './api';

/** 私信 on a post: opens, or resumes, the conversation with its author about it. */
export function MessageButton({ postId }: { postId: number }) {
  const navigator = useAppNavigator();
  const loggedIn = useLoggedIn();
  const open = useOpenConversationMutation();
  const start = () => {
    if (!loggedIn) return void navigator.navigateTo(loginPathFor(currentPath()));
    open.mutate(
      { postId },
      { onSuccess: (conversation) => void navigator.navigateTo(messageChatPath(conversation.id)) },
    );
  };
  return (
    <Button
      color="primary"
      block
      loading={open.isPending}
      onClick={start}
      data-testid="post-message"
    >
      私信联系 TA
    </Button>
  );
}
