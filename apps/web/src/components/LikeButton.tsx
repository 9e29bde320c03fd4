import { HeartIcon } from './post/postIcons';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  pending: boolean;
  onClick: () => void;
  className?: string;
  /** The button's test id; its count gets `${testId}-count`. */
  testId: string;
}

/** The heart and its count under a post or an article. */
export function LikeButton({ liked, count, pending, onClick, className, testId }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={liked}
      // The name contains the visible count (WCAG 2.5.3: what you see is what you say).
      aria-label={`${liked ? '取消点赞' : '点赞'} ${count}`}
      disabled={pending}
      onClick={onClick}
      data-testid={testId}
    >
      <HeartIcon filled={liked} />
      <span data-testid={`${testId}-count`}>{count}</span>
    </button>
  );
}
