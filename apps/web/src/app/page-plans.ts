import { doctorReference, reviewsPageSize, type PageLoad } from '@tabib/shared';
import { planBlogList, planBlogPost } from '../features/blog/blog-page-plans.ts';
import { availabilityOptions } from '../features/booking/api/get-availability.ts';
import { readChosenSlot } from '../features/booking/chosen-slot.ts';
import { doctorOptions } from '../features/doctors/api/get-doctor.ts';
import { movedDirectory, planDirectory, planDoctorSearch } from '../features/doctors/doctor-page-plans.ts';
import { doctorReviewsOptions } from '../features/reviews/api/get-reviews.ts';
import { requestedReviewPages, reviewPagesParameter, searchWithReviewPages } from '../features/reviews/review-pages.ts';
import { foundPage, missingPage, movedPage, type PagePlan, type PagePlanInput } from '../lib/page-plan.ts';
import { paths } from '../lib/paths.ts';
import type { ServerAnswer } from '../lib/server-answers.ts';

/** The booking block, loaded on demand by the doctor's page (doctor-route.tsx). */
const bookingModule = 'src/features/booking/components/booking-block.tsx';

/** The profile sections that load a module of their own once the session is known (account-routes.tsx). */
const profileSectionModules: Record<string, string> = {
  agenda: 'src/features/agenda/components/agenda-section.tsx',
  appointments: 'src/features/booking/components/my-appointments.tsx',
};

/** The modules the plans name beyond the route table's, checked against the manifest at start. */
export const plannedModules = [bookingModule, ...Object.values(profileSectionModules)];

/**
 * A doctor's page, /{lang}/{speciality}/{doctorSlug}: the doctor, their first reviews and the
 * booking block's first week, the page composing the doctors, reviews and booking features.
 */
async function planDoctorPage(input: PagePlanInput): Promise<PagePlan> {
  const { url, locale, params, loaders } = input;
  const { speciality = '', doctorSlug = '' } = params;
  const key = doctorOptions(doctorSlug, locale, null).queryKey;
  const doctor = await loaders.doctorBySlug(doctorSlug, locale);
  if (!doctor) {
    return (await movedDirectory(input, [speciality, doctorSlug])) ?? missingPage(key, 'doctor_not_found');
  }
  if (speciality !== doctor.speciality_slug) return movedPage(`${paths.doctor(locale, doctor)}${url.search}`);
  // ?reviews=N, "More reviews" without the script: N pages of reviews, N a page the doctor has.
  const lastPage = Math.max(1, Math.ceil(doctor.rating.count / reviewsPageSize));
  const reviewPages = requestedReviewPages(url.searchParams, lastPage);
  if (url.searchParams.get(reviewPagesParameter) !== (reviewPages > 1 ? String(reviewPages) : null)) {
    return movedPage(`${paths.doctor(locale, doctor)}${searchWithReviewPages(url.searchParams, reviewPages)}`);
  }
  // The first reviews and the booking block's first week, read together, so the page does not
  // grow when they arrive; a slot chosen in the address (coming back from sign-in) asks for its
  // own week in the browser.
  const withReviews = doctor.rating.count > 0;
  const withWeek = doctor.bookable !== false && readChosenSlot(url.searchParams) === null;
  const [reviews, week] = await Promise.all([
    withReviews ? loaders.doctorReviewPages(doctor, reviewPages, locale) : [],
    withWeek ? loaders.doctorAvailability(doctor.id, locale) : undefined,
  ]);
  const answers: ServerAnswer[] = [{ key, data: doctor }];
  if (reviews.length > 0) {
    const options = doctorReviewsOptions(doctorReference(doctor), locale, null);
    answers.push({ key: options.queryKey, data: { pages: reviews, pageParams: reviews.map((page) => page.page) } });
  }
  if (week) answers.push({ key: availabilityOptions(doctor.id, {}, locale, null).queryKey, data: week });
  return foundPage(answers, { doctor, modules: [bookingModule] });
}

/** The profile reads nothing on the server (decision 057); its section's module is preloaded. */
function planProfile({ url }: PagePlanInput): Promise<PagePlan> {
  const section = profileSectionModules[url.searchParams.get('section') ?? ''];
  return Promise.resolve(foundPage([], { modules: section ? [section] : [] }));
}

/** Each `loads` of the route table (decision 059) and the plan that reads it. */
export const pagePlans: Record<PageLoad, (input: PagePlanInput) => Promise<PagePlan>> = {
  doctorSearch: planDoctorSearch,
  blogList: planBlogList,
  blogPost: planBlogPost,
  directory: planDirectory,
  doctor: planDoctorPage,
  profileSection: planProfile,
};
