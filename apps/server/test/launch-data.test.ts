import {
  adminSaveParamConfig,
  Header,
  LAUNCH_DATA_ELEMENT_ID,
  paramConfigList,
  postCategories,
  postCategoriesRecommend,
  regionList,
  WEB_CLIENT_TYPE,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin } from './support/admin';
import { useTestApp, type TestApp } from './support/app';
import { callOk } from './support/call-ok';
import { createLoggedInUser } from './support/factories';
import { createPost, places, postInput } from './support/posts';
import { builtWebDist, getPage } from './share/pages';

const dist = builtWebDist();
const SCRIPT = new RegExp(
  `<script type="application/json" id="${LAUNCH_DATA_ELEMENT_ID}">([^<]*)</script>`,
);

/** The launch data a page carries, parsed as the app parses it. */
function launchDataOf(html: string): Record<string, unknown> {
  const match = SCRIPT.exec(html);
  if (!match) throw new Error('no launch data');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

/** What the API answers for each launch call, as the web app asks. */
async function apiAnswers(t: TestApp) {
  const visitor = { client: t.client };
  return {
    [paramConfigList.path]: await callOk(visitor, paramConfigList, {}, ''),
    [regionList.path]: await callOk(visitor, regionList, {}, ''),
    [postCategories.path]: await callOk(
      visitor,
      postCategories,
      { clientType: WEB_CLIENT_TYPE },
      '',
    ),
    [postCategoriesRecommend.path]: await callOk(
      visitor,
      postCategoriesRecommend,
      { clientType: WEB_CLIENT_TYPE },
      '',
    ),
  };
}

describe('the launch data in the app page (decision 0043)', () => {
  const ctx = useTestApp({ env: { WEB_DIST: dist } });

  it('writes the launch calls’ answers into / and /index.html, the same as the API answers', async () => {
    const expected = await apiAnswers(ctx());
    for (const path of ['/', '/index.html']) {
      const { status, html } = await getPage(ctx(), path);
      expect(status, path).toBe(200);
      expect(launchDataOf(html), path).toEqual(expected);
      expect(html.indexOf(LAUNCH_DATA_ELEMENT_ID), path).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('writes them into a share page, which starts the app too', async () => {
    const author = await createLoggedInUser(ctx());
    const post = await createPost(ctx(), author.token, postInput(await places(ctx())));
    const { status, html } = await getPage(ctx(), `/p/${post.id}`);
    expect(status).toBe(200);
    expect(launchDataOf(html)).toEqual(await apiAnswers(ctx()));
  });

  it('shows an administrator’s change at once, and text that could close the script stays data', async () => {
    const admin = await createAdmin(ctx());
    const siteName = '</script><script src="/evil.js"></script>湾区生活圈';
    await callOk(ctx(), adminSaveParamConfig, { key: 'siteName', value: siteName }, admin.token);
    const { html } = await getPage(ctx(), '/');
    expect(html).not.toContain('/evil.js"></script>');
    const config = launchDataOf(html)[paramConfigList.path] as {
      list: { key: string; value: string }[];
    };
    expect(config.list.find((item) => item.key === 'siteName')?.value).toBe(siteName);
  });

  it('is the same page for a logged-in reader as for a visitor: nobody’s own data', async () => {
    const reader = await createLoggedInUser(ctx());
    const visitor = await getPage(ctx(), '/');
    const withToken = await getPage(ctx(), '/', { [Header.token]: reader.token });
    expect(withToken.html).toBe(visitor.html);
    expect(withToken.html).not.toContain(reader.token);
  });

  it('keeps one ETag while the data stays the same, so a browser’s copy stays current', async () => {
    const first = await getPage(ctx(), '/');
    ctx().clock.advance(5_000);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${ctx().baseUrl}/`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
