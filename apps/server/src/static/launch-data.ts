import { LAUNCH_DATA_ELEMENT_ID } from '@huaren/contract/app';
import { jsonForScript } from './html-escape';

/**
 * The answers the web app asks for at launch (config, regions, categories), written into the
 * HTML that starts it (decision 0043), so that its first screen waits for no request before its
 * data. Each is the same for everyone (the calls are cached for everyone, decision 0009): no
 * user's data is ever among them.
 */
export interface LaunchData {
  /** A feature's launch call: its path, as the app keys it, and the route's own handler. */
  add(path: string, read: () => Promise<unknown>): void;
  /** The `<script type="application/json">` holding every answer. */
  script(): Promise<string>;
}

export function createLaunchData(): LaunchData {
  const reads = new Map<string, () => Promise<unknown>>();
  return {
    add(path, read) {
      reads.set(path, read);
    },
    async script() {
      const answers = await Promise.all(
        [...reads].map(async ([path, read]) => [path, await read()] as const),
      );
      return `<script type="application/json" id="${LAUNCH_DATA_ELEMENT_ID}">${jsonForScript(Object.fromEntries(answers))}</script>`;
    },
  };
}

/** The page with the launch data written at the end of its head. */
export function withLaunchData(html: string, script: string): string {
  return html.replace('</head>', () => `${script}</head>`);
}
