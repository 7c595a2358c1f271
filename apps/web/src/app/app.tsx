import { Suspense } from 'react';
import { LoadingView } from '../components/loading-view.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <Suspense fallback={<LoadingView />}>
      <AppRoutes />
    </Suspense>
  );
}
