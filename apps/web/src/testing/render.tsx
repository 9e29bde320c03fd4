import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { configureApi } from '../api/setup';

/**
 * Component and query-hook tests: the real request layer, query client and components, with
 * only the network faked (`fakeServer`). Tests run in happy-dom (`// @vitest-environment`).
 */

afterEach(async () => {
  cleanup();
  // Unmounting leaves React work queued on the scheduler's next turn: it must run while the
  // test's DOM still exists (under load it ran after happy-dom was gone: "window is not defined").
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A refusal the fake server answers with: the envelope's code and its Chinese reason. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {}
}

type Handler = (input: Record<string, unknown>) => unknown;

/**
 * A stand-in for `fetch` that answers the calls named `METHOD /v1/user/path/` from `handlers`
 * (their return value is the envelope's data; a thrown Refusal is a refused call; a promise
 * lets a test look at the screen before the answer). Answers what it was asked, in order.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: { call: string; input: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://app.test');
    const call = `${init.method ?? 'GET'} ${pathname}`;
    const input: Record<string, unknown> =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : Object.fromEntries(searchParams);
    calls.push({ call, input });
    const handler = handlers[call];
    if (!handler) throw new Error(`fake server: no answer for ${call}`);
    let envelope: unknown;
    try {
      envelope = { code: 200, data: await handler(input) };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      envelope = { code: error.code, reason: error.reason };
    }
    return new Response(JSON.stringify(envelope), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** A promise the test resolves when it wants the server to answer. */
export function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Renders `ui` inside the app's providers, on a fresh query client, at `path`. */
export function renderInApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: 'always' } },
  });
  const onSessionExpired = vi.fn();
  configureApi({ queryClient, onSessionExpired });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient, onSessionExpired };
}
