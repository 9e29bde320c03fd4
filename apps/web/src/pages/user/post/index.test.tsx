// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { aListItem } from '../../../testing/fixtures';
import { fakeServer, renderInApp } from '../../../testing/render';
import MyPostsPage from './index';

const rent = aListItem({ id: 1, title: '法拉盛两室一厅出租' });
const sofa = aListItem({
  id: 2,
  title: '九成新沙发转让',
  status: 'expired',
  expiresAt: '2026-11-01T10:00:00.000Z',
});

function showMyPosts() {
  saveSession('token-1', 1);
  const server = fakeServer({
    'GET /v1/user/my_posts/': () => ({ list: [rent, sofa], nextCursor: null }),
    'POST /v1/user/post/': () => ({}),
    'POST /v1/user/post/2/renew/': () => ({
      ...sofa,
      status: 'published',
      expiresAt: '2026-12-31T10:00:00.000Z',
    }),
  });
  renderInApp(<MyPostsPage />);
  return server;
}

const card = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('my posts', () => {
  it('drops a deleted post from the list at once, after the confirmation', async () => {
    const server = showMyPosts();
    fireEvent.click(await screen.findByRole('button', { name: '删除 九成新沙发转让' }));
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));

    await waitFor(() => expect(screen.queryByText('九成新沙发转让')).toBeNull());
    expect(screen.getByText('法拉盛两室一厅出租')).toBeTruthy();
    expect(server.calls.filter((c) => c.call === 'POST /v1/user/post/')).toEqual([
      { call: 'POST /v1/user/post/', input: { id: 2 } },
    ]);
    // The list was not asked again: the cache was edited in place.
    expect(server.calls.filter((c) => c.call === 'GET /v1/user/my_posts/')).toHaveLength(1);
  });

  it('shows a renewed post with its new life in the list', async () => {
    showMyPosts();
    await screen.findByText('九成新沙发转让');
    expect(within(card('九成新沙发转让')).getByTestId('my-post-expiry').textContent).toMatch(
      /^已于 .* 到期$/,
    );
    fireEvent.click(within(card('九成新沙发转让')).getByRole('button', { name: '续期' }));

    await waitFor(() =>
      expect(within(card('九成新沙发转让')).getByTestId('my-post-expiry').textContent).toMatch(
        /^2026.*到期$/,
      ),
    );
    expect(within(card('九成新沙发转让')).queryByRole('button', { name: '续期' })).toBeNull();
  });
});
