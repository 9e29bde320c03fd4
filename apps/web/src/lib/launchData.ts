import { LAUNCH_DATA_ELEMENT_ID } from '@huaren/contract/app';

let answers: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(LAUNCH_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The server's first-view render hands over the launch answers it writes into the page. */
export function serveLaunchAnswers(value: Record<string, unknown> | null): void {
  answers = value;
}

/**
 * The answer the server wrote into the page for a launch call (decision 0043), by the call's
 * path; undefined when the page has none (the service worker's copy of index.html, a dev server),
 * and the app asks as before.
 */
export function launchAnswer<T>(path: string): T | undefined {
  answers ??= read();
  return answers[path] as T | undefined;
}

/** Whether the page carries the launch data (a page the service worker kept may not). */
export function launchDataInPage(): boolean {
  answers ??= read();
  return Object.keys(answers).length > 0;
}

/** When the page, and so its launch data, arrived: the answers are as fresh as that. */
export const launchDataAt = (): number => performance.timeOrigin;
