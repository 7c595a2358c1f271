import { useRoutes } from 'react-router';
import { AdminSkeleton, PrivatePage } from '../components/page-skeleton.tsx';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { AdminOverview } from '../features/admin/components/admin-overview.tsx';
import { ModerationLog } from '../features/admin/components/moderation-log.tsx';
import { ReportsQueue } from '../features/admin/components/reports-queue.tsx';
import { VerificationQueue } from '../features/admin/components/verification-queue.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

/**
 * The admin area, /{lang}/admin/… (decision 038): loaded on demand, outside the home page's bundle, for
 * moderators and admins only (the layout shows others the 403 page; the API refuses them anyway).
 * The server renders its skeleton, the session being the browser's (decision 057).
 */
export function AdminRoute() {
  return (
    <PrivatePage skeleton={<AdminSkeleton />}>
      <AdminLayout>
        <AdminPages />
      </AdminLayout>
    </PrivatePage>
  );
}

/** Route objects, as the app's router (app/router.tsx): React Router's `<Routes>` stays out of the first bundle. */
function AdminPages() {
  return useRoutes([
    { index: true, element: <AdminOverview /> },
    { path: 'verifications', element: <VerificationQueue /> },
    { path: 'reports', element: <ReportsQueue /> },
    { path: 'log', element: <ModerationLog /> },
    { path: '*', element: <NotFoundRoute /> },
  ]);
}
