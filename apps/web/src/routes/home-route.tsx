import { lazy, Suspense, useEffect } from 'react';
import { LoadingView } from '../components/loading-view.tsx';
import { DoctorSearch } from '../features/doctors/components/doctor-search.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { whenIdle } from '../lib/when-idle.ts';
import { isWideScreen } from '../lib/wide-screen.ts';

const loadDoctorPanel = () => import('./doctor-panel.tsx');
const DoctorPanel = lazy(() => loadDoctorPanel().then((module) => ({ default: module.DoctorPanel })));

/**
 * The home page: heading, search and results in the first bundle; the selected doctor's details
 * with Follow and the reviews load on demand (decision 021), fetched once the page is idle on a
 * screen wide enough to show them beside the list, so the first click shows them at once.
 */
export function HomeRoute() {
  useEffect(() => {
    if (!isWideScreen()) return;
    return whenIdle(() => void loadDoctorPanel().catch(() => undefined));
  }, []);

  return (
    <HomePage>
      <DoctorSearch
        renderSelected={(doctor, close) => (
          <Suspense fallback={<LoadingView />}>
            <DoctorPanel key={doctor.id} doctor={doctor} headingLevel={2} focusOnShow onClose={() => close(null)} />
          </Suspense>
        )}
      />
    </HomePage>
  );
}
