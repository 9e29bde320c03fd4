import { describe, expect, it } from 'vitest';
import { buildRequest } from './requestParts';

describe('buildRequest', () => {
  it('puts GET input in the query string, leaving out empty fields', () => {
    expect(
      buildRequest(
        { method: 'GET', path: '/v1/user/post_categories/' },
        { clientType: 2, q: '租房 法拉盛', skip: undefined, none: null },
      ),
    ).toEqual({
      url: '/v1/user/post_categories/?clientType=2&q=%E7%A7%9F%E6%88%BF+%E6%B3%95%E6%8B%89%E7%9B%9B',
    });
  });

  it('repeats a key for an array and sends no "?" without fields', () => {
    expect(buildRequest({ method: 'GET', path: '/x/' }, { id: [1, 2] }).url).toBe('/x/?id=1&id=2');
    expect(buildRequest({ method: 'GET', path: '/x/' }, {}).url).toBe('/x/');
  });

  it('fills path parameters by name and keeps them out of the body', () => {
    expect(
      buildRequest({ method: 'POST', path: '/v1/user/post/{id}/' }, { id: 7, title: 'a/b' }),
    ).toEqual({ url: '/v1/user/post/7/', body: '{"title":"a/b"}' });
  });

  it('sends null in a POST body, where it means something (a country has no parent)', () => {
    expect(
      buildRequest(
        { method: 'POST', path: '/v1/admin/region/save/' },
        { id: 1, name: '美国', parentId: null, reason: undefined },
      ),
    ).toEqual({ url: '/v1/admin/region/save/', body: '{"id":1,"name":"美国","parentId":null}' });
  });

  it('refuses a call whose path parameter is missing', () => {
    expect(() => buildRequest({ method: 'GET', path: '/v1/user/posts/{id}/' }, {})).toThrow(
      /missing path parameter id/,
    );
  });
});
