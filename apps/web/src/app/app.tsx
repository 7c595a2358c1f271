import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { LoadingView } from '../components/loading-view.tsx';
import { dropAnswersOnViewerChange, queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  useEffect(() => dropAnswersOnViewerChange(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingView />}>
        <AppRoutes />
      </Suspense>
    </QueryClientProvider>
  );
}
