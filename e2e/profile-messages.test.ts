import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, waitForRoute } from './support/accounts';
import { createArticle } from './support/articles';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

describe('a seller’s page and 私信 from it and from an article (decision 0037)', () => {
  it('B opens A’s article, taps 私信 and sends a message with the article as its card', async () => {
    const [a, b] = await Promise.all([
      createUser({ nickName: '作者张' }),
      createUser({ nickName: '读者陈' }),
    ]);
    const article = await createArticle(a.token, { title: '法拉盛报税攻略' });

    const { page } = await open(`/pages/article/detail/index?id=${article.id}`, loggedInAs(b));
    await page.getByTestId('article-message').click();
    await page.getByTestId('message-composer').waitFor();
    expect(page.url()).toContain('/pages/user/message/chat?id=');
    expect(await page.getByTestId('chat-article').innerText()).toContain('法拉盛报税攻略');
    await page.getByLabel('消息').fill('想请教一下报税的问题');
    await page.getByTestId('message-send').click();
    await page.getByTestId('chat-messages').getByText('想请教一下报税的问题').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'messages-chat-article');

    // The author sees no 私信 on their own article.
    const { page: own } = await open(`/pages/article/detail/index?id=${article.id}`, loggedInAs(a));
    await own.getByTestId('article-view').waitFor();
    expect(await own.getByTestId('article-message').count()).toBe(0);
  });

  it('B opens A’s page from a post’s author name, sees A’s posts and articles, taps 私信', async () => {
    const [a, b] = await Promise.all([
      createUser({ nickName: '卖家刘' }),
      createUser({ nickName: '买家赵' }),
    ]);
    const post = await createPost(a.token, { title: '九成新婴儿车转让' });
    await createPost(a.token, { title: '宜家书桌便宜卖' });
    await createArticle(a.token, { title: '二手交易防骗心得' });

    const { page } = await open(`/pages/post/detail/index?id=${post.id}`, loggedInAs(b));
    await page.getByTestId('post-body').getByTestId('author-link').click();
    await waitForRoute(page, `/pages/user/profile/index?id=${a.id}`);
    expect(await page.getByTestId('profile-name').innerText()).toBe('卖家刘');
    expect(await page.getByTestId('profile-badge').allInnerTexts()).toEqual(['✓ 邮箱已验证']);
    const posts = page.getByTestId('profile-posts');
    await posts.getByText('九成新婴儿车转让').waitFor();
    expect(await posts.innerText()).toContain('宜家书桌便宜卖');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'profile-posts');

    await page.getByRole('tab', { name: '文章' }).click();
    await page.getByTestId('profile-articles').getByText('二手交易防骗心得').waitFor();
    // The card's author name is a link inside the card's link: still no axe violation.
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'profile-articles');

    await page.getByTestId('profile-message').click();
    await page.getByTestId('message-composer').waitFor();
    expect(await page.getByTestId('chat-other').innerText()).toBe('卖家刘');
    await page.getByLabel('消息').fill('你好，想看看你的其他东西');
    await page.getByTestId('message-send').click();
    await page.getByTestId('chat-messages').getByText('你好，想看看你的其他东西').waitFor();

    // A visitor may open the page too; the seller's own page has no 私信.
    const { page: visitor } = await open(`/pages/user/profile?id=${a.id}`);
    await visitor.getByTestId('profile-posts').getByText('九成新婴儿车转让').waitFor();
    const { page: own } = await open(`/pages/user/profile/index?id=${a.id}`, loggedInAs(a));
    await own.getByTestId('profile-posts').waitFor();
    expect(await own.getByTestId('profile-message').count()).toBe(0);
  });
});
