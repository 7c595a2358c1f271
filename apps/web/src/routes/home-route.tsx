import { DoctorSearch } from '../features/doctors/components/doctor-search.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';

export function HomeRoute() {
  return (
    <HomePage>
      <DoctorSearch />
    </HomePage>
  );
}
