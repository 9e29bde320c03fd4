import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../scripts/lib/server';
import { createUser, loggedInAs, toast, waitForRoute } from './support/accounts';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';
import { startTileServer, tileOf, type TileServer } from './support/tiles';

const open = useBrowser();

const EDIT = '/pages/user/post/detail';
const FLUSHING = { latitude: 40.759612, longitude: -73.830345 };

/** The picker's point as the page prints it, or null while it has none. */
async function chosenPoint(page: Page): Promise<{ latitude: number; longitude: number } | null> {
  const text = await page.getByTestId('location-coords').innerText();
  const match = /坐标：(-?[\d.]+), (-?[\d.]+)/.exec(text);
  return match ? { latitude: Number(match[1]), longitude: Number(match[2]) } : null;
}

/** Saves the edit form and opens the post's place from its detail page. */
async function saveAndOpenPlace(page: Page, postId: number, address: string): Promise<void> {
  await page.getByTestId('post-submit').click();
  await page.getByTestId('post-success').waitFor();
  await page.goto(`/#/pages/post/detail/index?id=${postId}`);
  await page.getByTestId('post-body').getByRole('link', { name: address }).click();
  await page.getByTestId('open-location').waitFor();
}

describe('a place without a tile server', () => {
  it('a place chosen with the browser location comes back to the form, and opens in the map apps', async () => {
    const author = await createUser();
    const { page, context } = await open(EDIT, loggedInAs(author));
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.759612, longitude: -73.830345 });
    await page.getByTestId('form-location').click();
    await page.getByTestId('choose-location').waitFor();
    await page.getByLabel('地址').fill('Main St & 41st Ave, Flushing, NY');
    await page.getByTestId('location-locate').click();
    await expect.poll(() => page.getByTestId('location-coords').innerText()).toContain('40.75961');
    await shoot(page, 'location-choose-plain');
    await page.getByTestId('location-confirm').click();
    await waitForRoute(page, EDIT);
    await page.getByTestId('form-location').getByText('Main St & 41st Ave, Flushing, NY').waitFor();

    await page.goto(
      `/#/open-location?lat=40.75961&lng=-73.83035&address=${encodeURIComponent('Main St, Flushing')}`,
    );
    const google = page.getByRole('link', { name: '在 Google 地图中打开' });
    expect(await google.getAttribute('href')).toContain('query=40.75961,-73.83035');
    expect(
      await page.getByRole('link', { name: '在 Apple 地图中打开' }).getAttribute('href'),
    ).toContain('maps.apple.com/?ll=40.75961,-73.83035');
    expect(await page.getByTestId('location-map').count()).toBe(0);
  });

  it('with location denied, an address alone is saved, and the map apps search for it', async () => {
    const author = await createUser();
    const post = await createPost(author.token);
    const address = '法拉盛缅街 136-20 号';
    const { page, context } = await open(`${EDIT}?id=${post.id}`, loggedInAs(author));
    await context.clearPermissions();
    await page.getByTestId('form-location').click();
    await page.getByTestId('choose-location').waitFor();
    expect(await page.getByTestId('location-map').count()).toBe(0);
    await page.getByTestId('location-locate').click();
    await toast(page, '未获得定位权限').waitFor();
    await page.getByLabel('地址').fill(address);
    expect(await chosenPoint(page)).toBeNull();
    await page.getByTestId('location-confirm').click();
    await page.getByTestId('form-location').getByText(address).waitFor();

    await saveAndOpenPlace(page, post.id, address);
    const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ address });
    await page.getByText('发帖人只填写了地址，可在地图应用中搜索').waitFor();
    const q = encodeURIComponent(address);
    expect(
      await page.getByRole('link', { name: '在 Google 地图中打开' }).getAttribute('href'),
    ).toBe(`https://www.google.com/maps/search/?api=1&query=${q}`);
    expect(await page.getByRole('link', { name: '在 Apple 地图中打开' }).getAttribute('href')).toBe(
      `https://maps.apple.com/?q=${q}`,
    );
    await shoot(page, 'location-open-address-only');
    expect(await axeViolations(page), 'address only').toEqual([]);
  });
});

describe('a place on the map, with a tile server (MAP_TILE_URL)', () => {
  let tiles: TileServer;
  let server: RunningServer;
  beforeAll(async () => {
    tiles = await startTileServer();
    server = await startServer({
      TRUST_PROXY: '127.0.0.1',
      MAP_TILE_URL: tiles.template,
      MAP_TILE_ATTRIBUTION: '© 测试地图',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await tiles?.stop();
  });

  it('the map opens at the browser location; a tap moves the marker, and the point comes back to the form and onto the post', async () => {
    const author = await createUser({ server });
    const post = await createPost(author.token, { baseURL: server.url });
    const { page, context } = await open(`${EDIT}?id=${post.id}`, {
      ...loggedInAs(author),
      baseURL: server.url,
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(FLUSHING);
    await page.getByTestId('form-location').click();
    await page.getByTestId('choose-location').waitFor();

    // Tiles from the tile server, around the browser's location (allowed, so no button needed).
    const map = page.getByTestId('location-map');
    await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(3);
    await expect
      .poll(() => tiles.requested)
      .toContain(tileOf(FLUSHING.latitude, FLUSHING.longitude, 16));
    await map.getByText('© 测试地图').waitFor();
    expect(await chosenPoint(page)).toBeNull();
    await page.getByText('点击地图选择位置').waitFor();
    await shoot(page, 'location-choose-map-start');

    // A tap right of and below the centre puts the marker there: east and south of it.
    const box = (await map.boundingBox())!;
    const tap = { x: Math.round(box.width / 2 + 80), y: Math.round(box.height / 2 + 50) };
    await map.tap({ position: tap });
    await expect.poll(() => chosenPoint(page)).not.toBeNull();
    const first = (await chosenPoint(page))!;
    expect(first.longitude).toBeGreaterThan(FLUSHING.longitude);
    expect(first.latitude).toBeLessThan(FLUSHING.latitude);
    const marker = map.locator('.leaflet-marker-icon');
    const pin = (await marker.boundingBox())!;
    // The pin's tip (bottom centre) stands where the finger was.
    expect(Math.abs(pin.x + pin.width / 2 - (box.x + tap.x))).toBeLessThan(3);
    expect(Math.abs(pin.y + pin.height - (box.y + tap.y))).toBeLessThan(3);

    // A second tap moves the same marker.
    await map.tap({ position: { x: tap.x - 160, y: tap.y } });
    await expect
      .poll(async () => (await chosenPoint(page))?.longitude)
      .toBeLessThan(first.longitude);
    expect(await marker.count()).toBe(1);
    const chosen = (await chosenPoint(page))!;
    await page.getByLabel('地址').fill('缅街与41大道路口');
    await shoot(page, 'location-choose-map');
    expect(await axeViolations(page), 'map picker').toEqual([]);
    await page.getByTestId('location-confirm').click();
    await page.getByTestId('form-location').getByText('缅街与41大道路口').waitFor();

    // Saved with the point: the post's place shows it on the map, and the links carry it.
    await saveAndOpenPlace(page, post.id, '缅街与41大道路口');
    const ll = `${chosen.latitude},${chosen.longitude}`;
    expect(await page.getByTestId('open-location-coords').innerText()).toBe(
      `${chosen.latitude}, ${chosen.longitude}`,
    );
    const shown = page.getByTestId('location-map');
    await expect.poll(() => shown.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(3);
    await shown.locator('.leaflet-marker-icon').waitFor();
    expect(
      await page.getByRole('link', { name: '在 Google 地图中打开' }).getAttribute('href'),
    ).toBe(`https://www.google.com/maps/search/?api=1&query=${ll}`);
    expect(
      await page.getByRole('link', { name: '在 Apple 地图中打开' }).getAttribute('href'),
    ).toContain(`maps.apple.com/?ll=${ll}&q=`);
    await shoot(page, 'location-open-map');
    expect(await axeViolations(page), 'place on the map').toEqual([]);
  });

  it('without the browser location, the map opens at the post region, and the address alone still saves', async () => {
    const author = await createUser({ server });
    const post = await createPost(author.token, { baseURL: server.url });
    const { page } = await open(`${EDIT}?id=${post.id}`, {
      ...loggedInAs(author),
      baseURL: server.url,
    });
    await page.getByTestId('form-location').click();
    await page.getByTestId('choose-location').waitFor();
    // createPost files under region 1, the United States: the whole country at zoom 4.
    await expect.poll(() => tiles.requested).toContain(tileOf(39.5, -98.35, 4));
    await page.getByLabel('地址').fill('Flushing, NY');
    await page.getByTestId('location-confirm').click();
    await page.getByTestId('form-location').getByText('Flushing, NY').waitFor();
    await saveAndOpenPlace(page, post.id, 'Flushing, NY');
    // No point, so no map: the address and the search links.
    expect(await page.getByTestId('location-map').count()).toBe(0);
    expect(
      await page.getByRole('link', { name: '在 Google 地图中打开' }).getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=Flushing%2C%20NY');
  });
});
