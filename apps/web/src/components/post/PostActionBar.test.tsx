// @vitest-environment happy-dom
import { Code } from '@huaren/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePostQuery } from '../../api/posts';
import { saveSession } from '../../lib/session';
import { aPost } from '../../testing/fixtures';
import { Refusal, fakeServer, later, renderInApp } from '../../testing/render';
import { PostActionBar } from './PostActionBar';

/** The detail page's bar, reading the post from the query cache as the page does. */
function PostBar({ id }: { id: number }) {
  const { data } = usePostQuery(id);
  return data ? <PostActionBar post={data} /> : null;
}

function showPost(answer: Promise<unknown>) {
  saveSession('token-1', 1);
  const server = fakeServer({
    'GET /v1/user/posts/7/': () => aPost({ likeCount: 3, liked: false }),
    'POST /v1/user/post/like/': () => answer,
  });
  renderInApp(<PostBar id={7} />);
  return server;
}

const likeButton = () => screen.findByTestId('post-like');

describe('liking a post', () => {
  it('shows the like at once, before the server answers, and keeps the count it answers', async () => {
    const answer = later<{ liked: boolean; likeCount: number }>();
    const server = showPost(answer.promise);
    fireEvent.click(await likeButton());

    await waitFor(async () =>
      expect((await likeButton()).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByTestId('post-like-count').textContent).toBe('4');
    expect(server.calls.map((c) => c.call)).toContain('POST /v1/user/post/like/');

    // Someone else liked it meanwhile: the server's count wins.
    answer.resolve({ liked: true, likeCount: 5 });
    await waitFor(() => expect(screen.getByTestId('post-like-count').textContent).toBe('5'));
  });

  it('goes back to how it was when the server refuses', async () => {
    const gate = later<void>();
    showPost(
      gate.promise.then(() => {
        throw new Refusal(Code.notFound, '帖子不存在或已删除');
      }),
    );
    fireEvent.click(await likeButton());
    await waitFor(() => expect(screen.getByTestId('post-like-count').textContent).toBe('4'));

    gate.resolve();
    await waitFor(() => expect(screen.getByTestId('post-like-count').textContent).toBe('3'));
    expect((await likeButton()).getAttribute('aria-pressed')).toBe('false');
  });
});
