import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';
import { AppRouter, type LoadedPage } from './router';

/** The app; `loaded`: the page the server drew, already loaded for its hydration. */
export function App({ loaded }: { loaded?: LoadedPage }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter loaded={loaded} />
    </QueryClientProvider>
  );
}
