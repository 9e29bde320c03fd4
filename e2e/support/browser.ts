import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

export const PHONE = { width: 375, height: 812 };
/** The console's desktop width (decision 0008: two columns on a desktop). */
export const DESKTOP = { width: 1280, height: 800 };

/** Where the suite leaves its screenshots, to be looked at after a run (not compared). */
export const SHOTS_DIR = join(import.meta.dirname, '../../.test-data/shots');

/** Saves what the page shows now as SHOTS_DIR/<name>.png. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** console.error lines and uncaught exceptions seen so far; a test fails if any remain. */
  errors: string[];
}

/**
 * Registers a browser for the file and returns `open()`, which gives a fresh phone-sized
 * (or `desktop`) context (its own storage) on the app. Any console error, page exception or
 * Content-Security-Policy violation fails the test.
 */
export function useBrowser() {
  let browser: Browser;
  const opened: AppPage[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    const errors = opened.flatMap((p) => p.errors);
    await Promise.all(opened.map((p) => p.context.close()));
    opened.length = 0;
    expect(errors, 'console errors during the test').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async function open(path = '/', options: OpenOptions = {}): Promise<AppPage> {
    const context = await browser.newContext({
      // The service worker would answer from its cache; only the offline test wants it.
      serviceWorkers: options.serviceWorkers ?? 'block',
      ...(options.desktop
        ? { viewport: DESKTOP, deviceScaleFactor: 1 }
        : { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true }),
      locale: options.locale ?? 'zh-CN',
      javaScriptEnabled: options.javaScript ?? true,
      baseURL: options.baseURL ?? inject('baseURL'),
      // A client IP of its own per context, so one test's logins and code requests do not use
      // up another's per-IP limits. The server trusts the header from loopback only
      // (scripts/lib/server.ts).
      extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
    });
    const page = await context.newPage();
    const app: AppPage = { page, context, errors: [] };
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !options.allowErrors?.test(msg.text()))
        app.errors.push(msg.text());
    });
    page.on('pageerror', (err) => app.errors.push(err.message));
    // A request or script the app's own Content-Security-Policy refuses is an error too (zod once
    // probed eval on every load).
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    opened.push(app);
    await options.beforeLoad?.(page);
    const base = options.baseURL ?? inject('baseURL');
    await page.goto(options.serverPath ? `${base}${options.serverPath}` : `${base}/#${path}`);
    // The app starts after the page's first paint (decision 0047): opened means started, as a
    // reader's first tap would find it (React has taken #root).
    if (options.javaScript !== false) {
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      );
    }
    return app;
  };
}

/**
 * Serves the app's page without the launch data the server writes into it (decision 0043): the app
 * then asks for config, regions and categories, as it does from a page the service worker kept, so
 * a test's routes for those calls apply. Call it in `beforeLoad`.
 */
export async function withoutLaunchData(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="launch-data">[\s\S]*?<\/script>/,
        '',
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

/** An address in 198.18.0.0/15, the range reserved for benchmarks: it names no real client. */
function randomClientIp(): string {
  const r = (n: number) => Math.floor(Math.random() * n);
  return `198.${18 + r(2)}.${r(256)}.${1 + r(254)}`;
}

/** What useBrowser answers: opens a path in a fresh phone-sized context. */
export type OpenPage = ReturnType<typeof useBrowser>;

export interface OpenOptions {
  /** Console errors matching this are expected (for example a refused request in the log). */
  allowErrors?: RegExp;
  serviceWorkers?: 'allow' | 'block';
  /** A 1280x800 desktop window with a mouse instead of the phone. */
  desktop?: boolean;
  /** Runs before the first navigation: routes and clocks that must be in place at launch. */
  beforeLoad?: (page: Page) => Promise<unknown>;
  /** Another server than the suite's: one a test file started for itself. */
  baseURL?: string;
  /** A page the server answers (a share page such as /p/12) opened instead of `path`'s hash route. */
  serverPath?: string;
  /** The browser's language (navigator.language, Accept-Language): zh-CN unless told. */
  locale?: string;
  /** false: the page as a browser shows it before (or without) its scripts. */
  javaScript?: boolean;
}

export async function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}
