import { describe, expect, it } from 'vitest';
import { pageTable } from '../app/pageTable';
import { createNavigator, type HistoryPort } from './navigation';
import { HOME_PATH } from './paths';
import { isTabPath, normalizePath, setPages } from './pageIndex';

// The real page table, as start-up hands it over (main.tsx).
setPages(pageTable);

const REGION = '/pages/region/index';
const COMMUNITY = '/pages/article/home/index';
const MINE = '/pages/user/home/index';
const LOGIN = '/pages/user/login/index';

/** A browser history in memory: entries and a cursor, as window.history keeps them. */
function memoryHistory(start: string) {
  const entries = [start];
  let index = 0;
  const port: HistoryPort = {
    current: () => entries[index]!,
    depth: () => index,
    push(to) {
      entries.splice(index + 1, Infinity, to);
      index += 1;
    },
    replace(to) {
      entries[index] = to;
    },
    async go(delta) {
      index = Math.min(entries.length - 1, Math.max(0, index + delta));
    },
  };
  return { port, entries: () => entries.slice(0, index + 1) };
}

function setup(start = HOME_PATH) {
  const history = memoryHistory(start);
  const nav = createNavigator(history.port, {
    home: HOME_PATH,
    isTab: isTabPath,
    normalize: normalizePath,
  });
  return { nav, stack: history.entries };
}

describe('navigator', () => {
  it('pushes a page and goes back one step', async () => {
    const { nav, stack } = setup();
    expect(await nav.navigateTo(REGION)).toBe(true);
    expect(stack()).toEqual([HOME_PATH, REGION]);
    await nav.back();
    expect(stack()).toEqual([HOME_PATH]);
  });

  it('does nothing when navigating to the current page, aliases included', async () => {
    const { nav, stack } = setup();
    expect(await nav.navigateTo('/pages/home/index')).toBe(false);
    expect(await nav.redirectTo(HOME_PATH)).toBe(false);
    expect(await nav.switchTab(HOME_PATH)).toBe(false);
    expect(stack()).toEqual([HOME_PATH]);
  });

  it('treats another query string as another page', async () => {
    const { nav, stack } = setup(REGION);
    expect(await nav.navigateTo(`${REGION}?level=2`)).toBe(true);
    expect(stack()).toEqual([REGION, `${REGION}?level=2`]);
  });

  it('goes home on back when the app has no history behind the page', async () => {
    const { nav, stack } = setup(REGION);
    await nav.back();
    expect(stack()).toEqual([HOME_PATH]);
  });

  it('goes home when asked for more steps than there are', async () => {
    const { nav, stack } = setup();
    await nav.navigateTo(REGION);
    await nav.back(3);
    expect(stack()).toEqual([HOME_PATH]);
  });

  it('goes back by a number of steps', async () => {
    const { nav, stack } = setup(MINE);
    await nav.navigateTo(REGION);
    await nav.navigateTo(`${REGION}?x=1`);
    await nav.back(2);
    expect(stack()).toEqual([MINE]);
  });

  it('switches tab by closing the pages opened on top', async () => {
    const { nav, stack } = setup();
    await nav.navigateTo(REGION);
    await nav.switchTab(COMMUNITY);
    expect(stack()).toEqual([COMMUNITY]);
  });

  it('backs to home, to a tab, or redirects to a path', async () => {
    const { nav, stack } = setup(MINE);
    await nav.navigateTo(REGION);
    await nav.back('home');
    expect(stack()).toEqual([HOME_PATH]);

    await nav.navigateTo(REGION);
    await nav.back(COMMUNITY);
    expect(stack()).toEqual([COMMUNITY]);

    await nav.navigateTo(REGION);
    await nav.back(`${REGION}?y=2`);
    expect(stack()).toEqual([COMMUNITY, `${REGION}?y=2`]);
  });

  it('refuses switchTab to a page that is not a tab', async () => {
    const { nav } = setup();
    await expect(nav.switchTab(REGION)).rejects.toThrow(/not a tab/);
  });

  it('relaunches to any page with an empty history', async () => {
    const { nav, stack } = setup();
    await nav.navigateTo(REGION);
    await nav.reLaunch(`${REGION}?z=1`);
    expect(stack()).toEqual([`${REGION}?z=1`]);
  });

  it('lets an interceptor cancel or redirect, and removes it', async () => {
    const { nav, stack } = setup();
    const remove = nav.beforeNavigate((to, from) => {
      if (to === MINE) return 'cancel';
      if (to === REGION && from === HOME_PATH) return { redirect: `${LOGIN}?redirect=x` };
      return 'allow';
    });
    expect(await nav.switchTab(MINE)).toBe(false);
    expect(stack()).toEqual([HOME_PATH]);
    await nav.navigateTo(REGION);
    expect(stack()).toEqual([HOME_PATH, `${LOGIN}?redirect=x`]);

    remove();
    await nav.switchTab(MINE);
    expect(stack()).toEqual([MINE]);
  });

  it('stops an interceptor that redirects in a circle', async () => {
    const { nav, stack } = setup();
    nav.beforeNavigate((to) => ({ redirect: to === REGION ? LOGIN : REGION }));
    const error = console.error;
    console.error = () => {};
    try {
      expect(await nav.navigateTo(REGION)).toBe(false);
    } finally {
      console.error = error;
    }
    expect(stack()).toEqual([HOME_PATH]);
  });

  it('checks arrivals against the interceptors', () => {
    const { nav } = setup();
    nav.beforeNavigate((to, from) => (to === MINE && from === '' ? { redirect: LOGIN } : 'allow'));
    expect(nav.checkArrival(MINE)).toBe(LOGIN);
    expect(nav.checkArrival(COMMUNITY)).toBe(null);
    expect(nav.checkArrival('/pages/home/index')).toBe(null);
  });

  it('sends a cancelled arrival home, and lets home stay even when cancelled', () => {
    const { nav } = setup();
    nav.beforeNavigate(() => 'cancel');
    expect(nav.checkArrival(MINE)).toBe(HOME_PATH);
    expect(nav.checkArrival(HOME_PATH)).toBe(null);
  });
});
