// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageTable } from '../app/pageTable';
import { saveSession } from '../lib/session';
import { hashHistory } from '../nav/hashHistory';
import { setPages } from '../nav/pageIndex';
import { UserPath, postDetailPath } from '../nav/paths';
import '../testing/render';
import { AppLink } from './AppLink';

// The real page table, as start-up hands it over (main.tsx).
setPages(pageTable);

const here = () => hashHistory().location.pathname + hashHistory().location.search;

describe('a link through the navigation helper', () => {
  beforeEach(() => hashHistory().replace('/'));

  it('opens the page it names, and is a real link a keyboard or a new tab can follow', async () => {
    render(<AppLink to={postDetailPath(12)}>看帖子</AppLink>);
    const link = screen.getByRole('link', { name: '看帖子' });
    expect(link.getAttribute('href')).toBe('#/pages/post/detail/index?id=12');
    fireEvent.click(link);
    await waitFor(() => expect(here()).toBe('/pages/post/detail/index?id=12'));
  });

  it('sends a visitor to login first, with the way back, for a page that needs a login', async () => {
    render(<AppLink to={UserPath.setting}>设置</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: '设置' }));
    await waitFor(() =>
      expect(here()).toBe(`${UserPath.login}?redirect=${encodeURIComponent(UserPath.setting)}`),
    );
  });

  it('lets a logged-in user through', async () => {
    saveSession('token-1', 1);
    render(<AppLink to={UserPath.setting}>设置</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: '设置' }));
    await waitFor(() => expect(here()).toBe(UserPath.setting));
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    render(<AppLink to={postDetailPath(12)}>看帖子</AppLink>);
    const link = screen.getByRole('link', { name: '看帖子' });
    // fireEvent answers false when the app took the click over (preventDefault).
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link)).toBe(false);
  });
});
