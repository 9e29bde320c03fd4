import type { QueryClient } from '@tanstack/react-query';

/**
 * What api/ needs from the app, handed over at start-up (main.tsx) instead of imported, so the
 * request layer never imports app/ (decision 0016).
 */
export interface ApiSetup {
  queryClient: QueryClient;
  /** The server ended the session (code 403 or -1): clear it and go to login. */
  onSessionExpired: () => void;
}

let setup: ApiSetup | undefined;

export function configureApi(value: ApiSetup): void {
  setup = value;
}

function current(): ApiSetup {
  if (!setup) throw new Error('api: configureApi was not called at start-up');
  return setup;
}

/** The app's query client, for the writes that happen outside a component. */
export const appQueryClient = (): QueryClient => current().queryClient;

export const sessionExpired = (): void => current().onSessionExpired();
