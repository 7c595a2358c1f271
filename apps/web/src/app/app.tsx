import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { LoadingView } from '../components/loading-view.tsx';
import { dropAnswersOnViewerChange, queryClient as browserQueryClient } from '../lib/query-client.ts';
import { AppRoutes } from './router.tsx';

export interface AppProps {
  /** The cache of server answers: the browser's one, or a request's own on the server. */
  queryClient?: QueryClient;
}

export function App({ queryClient = browserQueryClient }: AppProps) {
  useEffect(() => dropAnswersOnViewerChange(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingView />}>
        <AppRoutes />
      </Suspense>
    </QueryClientProvider>
  );
}
