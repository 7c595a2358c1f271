/** Business constants of product.md §9, with the product.md §10 corrections. */

export const blogPageSize = 6;
export const blogPageIncrement = 3;
export const blogCardSummaryLength = 70;
export const blogAccountPreviewLength = 100;
export const metaDescriptionLength = 150;
export const blogImageWidths = [300, 600] as const;

export const doctorCardDescriptionLength = 99;
export const doctorPhotoSize = 88;
export const profileImageSize = 120;
/** Every uploaded image is re-encoded into these widths (product.md §10, "Uploaded images"). */
export const imageVariantSizes = [88, 120, 300, 600] as const;
export const maxImageBytes = 5 * 1024 * 1024;

/** What a doctor may send as the scan of the Ordre card (decision 038): an image or a PDF, 5 MB at most. */
export const verificationDocumentTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;

export const ratingStars = 5;
export const ratingStep = 0.5;
export const ratingDisplaySize = 16;
export const ratingInputSize = 19;
/** docs/product.md, Reviews summary: GET /api/doctors/reviews/ answers 20 reviews a page. */
export const reviewsPageSize = 20;

/** product.md §10: page size 10; product.md §2: 3 leading page buttons, then the last one. */
export const searchPageSize = 10;
export const paginationLeadingPages = 3;
export const mobileBreakpointPx = 920;

/**
 * Bayesian average used to rank doctors (product.md §10, "Search"): a doctor's score is the mean of
 * their ratings pulled towards `bayesPriorMean` as if they had `bayesPriorWeight` extra reviews, so a
 * single 5-star review does not beat a hundred 4.8 ones.
 */
export const bayesPriorMean = 3.5;
export const bayesPriorWeight = 10;

export const resetRedirectDelayMs = 5000;
export const toastDurationMs = { default: 5000, error: 3000, success: 5000 } as const;
/** product.md §10: 8 everywhere, and the message says 8. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
/** product.md §10: the HTTP client times out after 15 s with a translated error. */
export const httpTimeoutMs = 15_000;

/** i18next backend connector rule of product.md §9. */
export const translationLoader = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 } as const;

export const genders = ['M', 'F'] as const;
export type Gender = (typeof genders)[number];
export const searchGenders = ['A', 'M', 'F'] as const;
export type SearchGender = (typeof searchGenders)[number];

/** Longest free text accepted in a search box; longer input is refused with a 400. */
export const searchTextMaxLength = 100;

/** Longest review text accepted (decision 014). */
export const reviewMaxLength = 2000;

/** Blog posts (decision 016): title length in characters, content size in UTF-8 bytes (413 above). */
export const blogTitleMaxLength = 200;
export const blogContentMaxBytes = 200 * 1024;
/** Images a post may hold, and their pixels in all (decoding is what costs the server). */
export const blogMaxImages = 20;
export const blogMaxImagePixels = 60_000_000;
/** An optional author-written summary; the server otherwise derives one from the text. */
export const blogExcerptMaxLength = 300;
/** GET /api/users/blogs/ is bounded: this many posts unless `limit` asks for fewer or more. */
export const blogListDefaultLimit = 20;
export const blogListMaxLimit = 50;

/**
 * Languages a doctor can say they consult in (decision 035), as BCP 47 codes: Arabic (Darija is what
 * "arabe" means at a Moroccan practice), Standard Moroccan Tamazight, then the foreign languages
 * patients ask for. Shown with their names in the page's language.
 */
export const spokenLanguageCodes = ['ar', 'zgh', 'fr', 'en', 'es', 'de', 'it'] as const;
export type SpokenLanguage = (typeof spokenLanguageCodes)[number];

/** Longest description a doctor may write, in characters, in each language. */
export const doctorDescriptionMaxLength = 20_000;

/** Booking (decision 042): the longest reason a patient may give, in characters. */
export const appointmentReasonMaxLength = 500;
/** The most days of availability one request may ask for. */
export const availabilityMaxDays = 14;
/** Visit types last 5 to 180 minutes; their label is the doctor's words, at most 80 characters. */
export const visitTypeMinMinutes = 5;
export const visitTypeMaxMinutes = 180;
export const visitTypeLabelMaxLength = 80;
/** The most future appointments (pending or confirmed) one patient may hold. */
export const maxUpcomingAppointments = 5;
/** Doctors' time zone: every doctor in the directory practises in Morocco. */
export const doctorTimeZone = 'Africa/Casablanca';
/** Search by availability: a free slot within the next 1, 3 or 7 × 24 hours. */
export const availableWithinChoices = [1, 3, 7] as const;
