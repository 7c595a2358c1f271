import type { TProfile } from '@tabib/shared';
import { useProfile } from '../features/accounts/api/get-profile.ts';
import type { SpecialityPickerProps } from '../features/accounts/components/doctor-fields.tsx';
import { agendaSearch, type AgendaPart } from '../features/agenda/agenda-address.ts';
import { useSchedule } from '../features/agenda/api/get-schedule.ts';
import { useVisitTypes } from '../features/agenda/api/get-visit-types.ts';
import { SuggestionCombobox } from '../features/doctors/components/suggestion-combobox.tsx';
import { OnboardingChecklist, type OnboardingStep } from '../features/onboarding/components/onboarding-checklist.tsx';
import { useVerificationStatus } from '../features/verification/api/get-verification-status.ts';
import { paths } from '../lib/paths.ts';
import { useLocale } from '../lib/use-locale.ts';

/**
 * A doctor's checklist above the account form (decision 056): four features' answers make its steps,
 * composed here, until a moderator verifies the page. It is laid out from the profile the form
 * already waited for; the other answers
 * only tick steps (fixed-size marks), so nothing below moves when they arrive (decision 057).
 */
export function DoctorOnboarding() {
  const profile = useProfile();
  const page = profile.data?.doctor_profile;
  // Shown until the page is live: whether it shows depends on the profile alone, never on an
  // answer arriving after the form (decision 056).
  if (!profile.data || !page || page.verified) return null;
  return <DoctorSteps profile={profile.data} verified={page.verified} speciality={page.speciality} />;
}

function DoctorSteps({ profile, verified, speciality }: { profile: TProfile; verified: boolean; speciality: string }) {
  const locale = useLocale();
  const verification = useVerificationStatus();
  const schedule = useSchedule();
  const visitTypes = useVisitTypes();
  const status = verification.data?.status;
  const done: Record<OnboardingStep, boolean> = {
    profile: Boolean(speciality && profile.address.city.trim() && profile.phone.trim()),
    verification: status === 'submitted' || status === 'verified',
    hours: Boolean(schedule.data?.weekly.some((day) => day.ranges.length > 0)),
    visitTypes: Boolean(visitTypes.data?.length),
    live: verified,
  };
  const agenda = (part: AgendaPart) => `${paths.profile(locale)}${agendaSearch(new URLSearchParams(), { part })}`;
  const links: Record<OnboardingStep, string> = {
    profile: '#account-first',
    verification: paths.profile(locale, 'verification'),
    hours: agenda('hours'),
    visitTypes: agenda('visitTypes'),
    live: paths.profile(locale, 'preview'),
  };
  return <OnboardingChecklist done={done} links={links} />;
}

/** The profile's speciality field with the search's suggestions from the reference list (decision 056). */
export function SpecialityPicker(props: SpecialityPickerProps) {
  return <SuggestionCombobox field="speciality" name="speciality" placeholder="" {...props} />;
}
