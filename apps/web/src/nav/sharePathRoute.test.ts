import { describe, expect, it } from 'vitest';
import { hashRouteOfSharePath } from './sharePathRoute';

describe('hashRouteOfSharePath', () => {
  it('maps share pages to their hash routes', () => {
    expect(hashRouteOfSharePath('/p/12')).toBe('/pages/post/detail/index?id=12');
    expect(hashRouteOfSharePath('/a/3')).toBe('/pages/article/detail/index?id=3');
    expect(hashRouteOfSharePath('/r/5')).toBe('/pages/post/list/index?region=5');
    expect(hashRouteOfSharePath('/r/5/c/2')).toBe('/pages/post/list/index?region=5&category=2');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/index.html', '/p/', '/p/0', '/p/12/x', '/x/12', '/p/1e3']) {
      expect(hashRouteOfSharePath(path), path).toBeNull();
    }
  });
});
