import { hashKey } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, type PageCall } from '@huaren/contract/app';
import { isLoggedIn } from './session';

let calls: PageCall[] | null = null;

function read(): PageCall[] {
  if (typeof document === 'undefined') return [];
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as PageCall[]) : [];
  } catch {
    return [];
  }
}

/**
 * The server's first-view render (decision 0047) hands over the answers it writes into the page,
 * so that it renders what the app will render from them; null puts the page's own back.
 */
export function servePageAnswers(value: readonly PageCall[] | null): void {
  calls = value && [...value];
}

/**
 * The answer the server wrote into the page for the call the page shows first (decision 0043,
 * "The page's own first data"), when this reader would ask it with this very input: a visitor's
 * answer, so none for a logged-in reader (their detail has their contacts and likes, their lists
 * leave out whom they block). Taken once: a later visit to the same page asks the server.
 */
export function takePageAnswer<T>(path: string, input: unknown): T | undefined {
  calls ??= read();
  if (isLoggedIn()) return undefined;
  // Compared as TanStack Query compares query keys: key order and undefined fields aside.
  const key = hashKey([input]);
  const at = calls.findIndex((call) => call.path === path && hashKey([call.input]) === key);
  if (at < 0) return undefined;
  const [call] = calls.splice(at, 1);
  return call?.output as T | undefined;
}
