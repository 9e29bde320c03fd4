import { regionList, type OutputOf } from '@huaren/contract';
import { LAUNCH_DATA_ELEMENT_ID, PAGE_DATA_ELEMENT_ID, type PageCall } from '@huaren/contract/app';
import { jsonForScript } from './html-escape';

/** The launch calls' answers, by path: what a first view's reader may need to know its input. */
export type LaunchAnswers = Readonly<Record<string, unknown>>;

/**
 * The region of a reader with none stored: the region list's first, as the app's
 * `defaultSelection` takes it; undefined (all regions) when there is none.
 */
export function defaultRegionOf(launch: LaunchAnswers): { regionId?: number } {
  const regions = launch[regionList.path] as OutputOf<typeof regionList> | undefined;
  const first = regions?.list[0];
  return first ? { regionId: first.id } : {};
}

/**
 * The answers the web app asks for at launch (config, regions, categories), written into the
 * HTML that starts it (decision 0043), so that its first screen waits for no request before its
 * data. Each is the same for everyone (the calls are cached for everyone, decision 0009): no
 * user's data is ever among them.
 */
export interface LaunchData {
  /** A feature's launch call: its path, as the app keys it, and the route's own handler. */
  add(path: string, read: () => Promise<unknown>): void;
  /**
   * A call the app's own page (index.html: the home page, the community tab) shows first, as a
   * visitor without a stored region asks it: `read` gets the launch answers (the first region is
   * such a reader's) and answers through the route's own handler, as a visitor.
   */
  addFirstView(read: (launch: LaunchAnswers) => Promise<PageCall>): void;
  /** Every launch call's answer, by path. */
  answers(): Promise<LaunchAnswers>;
  /** The first views' answers for index.html, given the launch answers. */
  indexCalls(launch: LaunchAnswers): Promise<PageCall[]>;
}

export function createLaunchData(): LaunchData {
  const reads = new Map<string, () => Promise<unknown>>();
  const firstViews: ((launch: LaunchAnswers) => Promise<PageCall>)[] = [];
  return {
    add(path, read) {
      reads.set(path, read);
    },
    addFirstView(read) {
      firstViews.push(read);
    },
    async answers() {
      return Object.fromEntries(
        await Promise.all([...reads].map(async ([path, read]) => [path, await read()] as const)),
      );
    },
    indexCalls(launch) {
      return Promise.all(firstViews.map((read) => read(launch)));
    },
  };
}

/** The `<script type="application/json">` holding every launch answer. */
export function launchDataScript(launch: LaunchAnswers): string {
  return `<script type="application/json" id="${LAUNCH_DATA_ELEMENT_ID}">${jsonForScript(launch)}</script>`;
}

/**
 * The answers the page shows first (decision 0043, "The page's own first data"), as a data block
 * like the launch data's; nothing when the page has none. Each must be a visitor's answer: the
 * same page is sent to everyone.
 */
export function pageDataScript(calls: readonly PageCall[]): string {
  if (calls.length === 0) return '';
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(calls)}</script>`;
}

/** The page with the launch data written at the end of its head. */
export function withLaunchData(html: string, script: string): string {
  return html.replace('</head>', () => `${script}</head>`);
}
