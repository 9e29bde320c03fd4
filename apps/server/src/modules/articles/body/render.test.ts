import { uploadIdOfUrl } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { renderBody } from './render';

const ID = 'a'.repeat(64);
// What the uploads module's lookup answers for the local store (app.images.idOfUrl).
const idOfUrl = (src: string) => uploadIdOfUrl(src, (id) => `/uploads/${id}.webp`);
const render = (source: string) => renderBody(source, idOfUrl);

/** What no stored body may contain: a tag outside the allow-list, an event or script in a tag. */
function expectInert(html: string) {
  const tags = html.match(/<[^>]*>/g) ?? [];
  for (const tag of tags) {
    expect(tag).toMatch(
      /^<\/?(h2|h3|h4|p|br|strong|em|ul|ol|li|blockquote|a|img|hr|code|pre)[\s/>]/,
    );
    expect(tag).not.toMatch(/\son\w+\s*=/i);
    expect(tag).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(tag).not.toMatch(/\s(style|class|id)=/i);
  }
  expect(html).not.toMatch(/<(script|svg|iframe|style|object|embed)/i);
}

describe('renderBody', () => {
  it('renders headings, emphasis, lists, quotes, code and links', () => {
    const { html, text } = render(
      '# 标题\n\n### 小节\n\n###### 深\n\n**粗** *斜* `码`\n\n1. 一\n2. 二\n\n> 引用\n\n```\nx<y\n```\n\n---\n\n[官网](https://ssa.gov)',
    );
    expect(html).toBe(
      [
        '<h2>标题</h2>',
        '<h3>小节</h3>',
        '<h4>深</h4>',
        '<p><strong>粗</strong> <em>斜</em> <code>码</code></p>',
        '<ol>\n<li>一</li>\n<li>二</li>\n</ol>',
        '<blockquote>\n<p>引用</p>\n</blockquote>',
        '<pre><code>x&lt;y\n</code></pre>',
        '<hr />',
        '<p><a href="https://ssa.gov" rel="nofollow noopener" target="_blank">官网</a></p>\n',
      ].join('\n'),
    );
    expect(text).toBe('标题 小节 深 粗 斜 码 一 二 引用 x<y 官网');
  });

  it('keeps line breaks as typed: two lines are two lines', () => {
    expect(render('第一行\n第二行').html).toBe('<p>第一行<br />\n第二行</p>\n');
    expect(render('第一段\n\n第二段').html).toBe('<p>第一段</p>\n<p>第二段</p>\n');
  });

  it('starts a paragraph of its own for a line typed after a list item or a quote', () => {
    expect(render('- 带护照\n- 带租约\n以上两样都要原件').html).toBe(
      '<ul>\n<li>带护照</li>\n<li>带租约</li>\n</ul>\n<p>以上两样都要原件</p>\n',
    );
    expect(render('1. 预约\n下一行').html).toBe('<ol>\n<li>预约</li>\n</ol>\n<p>下一行</p>\n');
    expect(render('> 引用的话\n我的看法').html).toBe(
      '<blockquote>\n<p>引用的话</p>\n</blockquote>\n<p>我的看法</p>\n',
    );
    // Indented under the item, a line still belongs to it; so does a quote's next '>' line.
    expect(render('- 带护照\n  和复印件').html).toBe(
      '<ul>\n<li>带护照<br />\n和复印件</li>\n</ul>\n',
    );
    expect(render('> 一\n> 二').html).toBe('<blockquote>\n<p>一<br />\n二</p>\n</blockquote>\n');
    expect(render('- 外\n  - 内').html).toBe(
      '<ul>\n<li>外\n<ul>\n<li>内</li>\n</ul>\n</li>\n</ul>\n',
    );
  });

  it('marks every link nofollow and opens it apart; keeps mailto and tel', () => {
    const { html } = render(
      '[信](mailto:a@example.com) [电话](tel:+17185550123) [站](http://x.org)',
    );
    expect(html.match(/rel="nofollow noopener" target="_blank"/g)).toHaveLength(3);
    expect(html).toContain('href="mailto:a@example.com"');
    expect(html).toContain('href="tel:+17185550123"');
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil"></iframe>',
    '<style>body{display:none}</style>',
    '<a href="javascript:alert(1)" onclick="alert(1)">点我</a>',
    '<p style="color:red" class="x" id="y">属性</p>',
    '[a](javascript:alert(1))',
    '[a](JaVaScRiPt:alert(1))',
    '[a](&#106;avascript:alert(1))',
    '[a](java\tscript:alert(1))',
    '[a](%6Aavascript:alert(1))',
    '[a](vbscript:msgbox(1))',
    '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[a](<javascript:alert(1)>)',
    '<javascript:alert(1)>',
    '![x](data:image/png;base64,iVBORw0KGgo=)',
    '![x](javascript:alert(1))',
    '![x](https://evil.example/x.png)',
    '![x](//evil.example/x.png)',
    `![x](https://evil.example/uploads/${ID}.webp)`,
    `![x](/uploads/${ID}.thumb.webp)`,
    `![x](/uploads/${ID}.webp?track=1)`,
    '[![x](https://evil.example/x.png)](https://ok.example)',
  ])('leaves %s inert', (source) => {
    const { html, imageIds } = render(`正文内容足够长了。\n\n${source}`);
    expectInert(html);
    expect(imageIds).toEqual([]);
    expect(html).not.toContain('<img');
  });

  it('keeps our uploads as images and lists their ids in order', () => {
    const other = 'b'.repeat(64);
    const { html, imageIds, text } = render(
      `![门口](/uploads/${ID}.webp "标题")\n\n![](/uploads/${other}.webp) ![again](/uploads/${ID}.webp)`,
    );
    expect(imageIds).toEqual([ID, other, ID]);
    expect(html).toContain(`<img src="/uploads/${ID}.webp" alt="门口" />`);
    expect(html).not.toContain('title=');
    expectInert(html);
    // Alt text is not visible text.
    expect(text).toBe('');
  });
});
