import type { TFunction } from 'i18next';
import {
  escapeAttribute,
  isLocale,
  jsonInScript,
  locales,
  type Locale,
  type TBlogCard,
  type TBlogPost,
  type TDirectoryPage,
  type TDoctor,
} from '@tabib/shared';
import { authorName, shareImage } from '../features/blog/components/blog-presentation.ts';
import { directoryHeading } from '../features/doctors/directory-text.ts';
import { doctorName } from '../lib/doctor-name.ts';
import { paths } from '../lib/paths.ts';
import type { PagePlan } from './page-data.ts';

/**
 * The head tags a crawler and a link preview read, written by the server only (decision 046): the
 * canonical address, the alternates in fr, en and ar, Open Graph and Twitter tags, and the page's
 * structured data (schema.org JSON-LD). The page's title and description come from its own
 * DocumentMeta, rendered with it; in the browser they follow navigation, these need not.
 */
export interface HeadContext {
  url: URL;
  /** PUBLIC_URL, never the Host header. */
  origin: string;
  locale: Locale;
  plan: PagePlan;
  /** The page's title and description as its DocumentMeta rendered them. */
  title: string;
  description: string;
  t: TFunction;
}

/** Open Graph's locale names (og:locale). */
const ogLocales: Record<Locale, string> = { fr: 'fr_MA', en: 'en_GB', ar: 'ar_MA' };

export const defaultShareImage = '/images/icon-512.png';

/**
 * The page's path below /{lang}, as one address: no trailing slash but home's, no query (a search,
 * the blog's language filter and pages of results are one page each for an index).
 */
function pathBelowLanguage(pathname: string): string {
  const rest = pathname.split('/').filter(Boolean).slice(1).join('/');
  return rest ? `/${rest}` : '/';
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/** The head tags of a rendered page, as HTML. */
export function pageHeadTags(context: HeadContext): string {
  const { url, origin, locale, plan, title, description } = context;
  const tags: string[] = [];
  const first = url.pathname.split('/').filter(Boolean)[0];
  if (plan.status === 404) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('');
  }
  if (!isLocale(first)) {
    // product.md §10: /{id}/ shows the default language's home; it is not a page of its own.
    tags.push('<meta name="robots" content="noindex" />', `<link rel="canonical" href="${origin}/fr/" />`);
    return tags.join('');
  }

  const below = pathBelowLanguage(url.pathname);
  // A directory page's later pages are pages of their own (decision 047); other queries are not.
  const page = plan.directory && plan.directory.currentPage > 1 ? `?page=${plan.directory.currentPage}` : '';
  const addressIn = (language: Locale) => `${origin}/${language}${below === '/' ? '/' : below}${page}`;
  const canonical = addressIn(locale);
  tags.push(`<link rel="canonical" href="${escapeAttribute(canonical)}" />`);
  for (const language of locales) {
    tags.push(`<link rel="alternate" hreflang="${language}" href="${escapeAttribute(addressIn(language))}" />`);
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(addressIn('fr'))}" />`);

  const image = absolute(origin, shareImageOf(plan, origin));
  const og: Array<[string, string]> = [
    ['og:site_name', 'Tabib'],
    ['og:type', plan.post ? 'article' : plan.doctor ? 'profile' : 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:image', image],
    ['og:locale', ogLocales[locale]],
  ];
  for (const [property, content] of og) {
    tags.push(`<meta property="${property}" content="${escapeAttribute(content)}" />`);
  }
  tags.push(
    `<meta name="twitter:card" content="${image.endsWith(defaultShareImage) ? 'summary' : 'summary_large_image'}" />`,
    `<meta name="twitter:title" content="${escapeAttribute(title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(description)}" />`,
    `<meta name="twitter:image" content="${escapeAttribute(image)}" />`,
  );
  for (const data of structuredData(context, canonical)) {
    tags.push(`<script type="application/ld+json">${jsonInScript(data)}</script>`);
  }
  return tags.join('');
}

function shareImageOf(plan: PagePlan, origin: string): string {
  if (plan.post) return shareImage(plan.post, origin);
  if (plan.doctor?.image?.startsWith('/media/')) return plan.doctor.image;
  return defaultShareImage;
}

type Json = Record<string, unknown>;

function breadcrumbs(items: Array<{ name: string; url: string }>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

function itemList(urls: string[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: urls.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url })),
  };
}

const publisher = (origin: string): Json => ({
  '@type': 'Organization',
  name: 'Tabib',
  url: `${origin}/`,
  logo: { '@type': 'ImageObject', url: `${origin}${defaultShareImage}` },
});

/** The schema.org objects of the page: what it is, and where it sits (BreadcrumbList). */
function structuredData(context: HeadContext, canonical: string): Json[] {
  const { origin, locale, plan, t, title, url } = context;
  const home = { name: t('Layout.home'), url: `${origin}${paths.home(locale)}` };
  const segments = url.pathname.split('/').filter(Boolean).slice(1);
  if (plan.doctor) return doctorData(context, plan.doctor, canonical, home);
  if (plan.post) return articleData(context, plan.post, canonical, home);
  if (plan.directory) return directoryData(context, plan.directory, canonical, home);
  if (segments.length === 0) {
    const website: Json = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Tabib',
      url: `${origin}${paths.home(locale)}`,
      inLanguage: locale,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/${locale}/?doctor_name={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    };
    const doctors = plan.doctors ?? [];
    return doctors.length
      ? [website, itemList(doctors.map((doctor) => `${origin}${paths.doctor(locale, doctor)}`))]
      : [website];
  }
  if (segments.length === 1 && segments[0] === 'blog') {
    const cards: TBlogCard[] = plan.posts ?? [];
    return [
      breadcrumbs([home, { name: title, url: canonical }]),
      ...(cards.length ? [itemList(cards.map((card) => `${origin}${paths.blogPost(locale, card)}`))] : []),
    ];
  }
  return [breadcrumbs([home, { name: title, url: canonical }])];
}

function directoryData(
  context: HeadContext,
  page: TDirectoryPage,
  canonical: string,
  home: { name: string; url: string },
): Json[] {
  const { origin, locale, t } = context;
  const { speciality, city } = page;
  const trail = [home];
  if (speciality && city) {
    trail.push({
      name: directoryHeading(t, { speciality, city: null }),
      url: `${origin}${paths.directory(locale, { speciality: speciality.slug })}`,
    });
  }
  trail.push({ name: directoryHeading(t, page), url: canonical });
  return [breadcrumbs(trail), itemList(page.doctors.map((doctor) => `${origin}${paths.doctor(locale, doctor)}`))];
}

function doctorData(context: HeadContext, doctor: TDoctor, canonical: string, home: { name: string; url: string }) {
  const { origin, locale, t } = context;
  const name = doctorName(t, doctor, locale);
  const physician: Json = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': `${canonical}#physician`,
    name,
    url: canonical,
    medicalSpecialty: doctor.speciality,
    address: {
      '@type': 'PostalAddress',
      ...(doctor.address.street && { streetAddress: doctor.address.street }),
      ...(doctor.address.postal_code && { postalCode: doctor.address.postal_code }),
      addressLocality: doctor.address.city,
      addressCountry: 'MA',
    },
    ...(doctor.image && { image: absolute(origin, doctor.image) }),
    ...(doctor.languages.length > 0 && { knowsLanguage: doctor.languages }),
    // The phone only where the page shows it: to signed-in readers, never in the server's page.
    ...(doctor.phone && { telephone: doctor.phone }),
    ...(doctor.rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: doctor.rating.average,
        reviewCount: doctor.rating.count,
        bestRating: 5,
        worstRating: 0.5,
      },
    }),
    ...practiceData(context, doctor),
  };
  return [physician, breadcrumbs([home, { name, url: canonical }])];
}

const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * What a Physician (a MedicalBusiness and MedicalOrganization) says of the practice (decision 074):
 * payment in words of the page's language, prices in MAD, the week's hours, the schemes accepted,
 * whether new patients are taken. No reimbursement figure: Tabib shows none (decision 074).
 */
function practiceData(context: HeadContext, doctor: TDoctor): Json {
  const { t } = context;
  const payments = doctor.payment_methods ?? [];
  const range = doctor.price_range;
  const schemes = [...(doctor.coverage ?? []).map((scheme) => scheme.name), ...(doctor.coverage_other ?? [])];
  const hours = (doctor.hours ?? []).flatMap((day) =>
    day.ranges.map((range) => {
      const [opens, closes] = range.split('–');
      return {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${schemaDays[day.weekday - 1]}`,
        opens,
        closes,
      };
    }),
  );
  return {
    ...(payments.length > 0 && { paymentAccepted: payments.map((code) => t(`Practice.payment.${code}`)).join(', ') }),
    ...(range && {
      currenciesAccepted: 'MAD',
      priceRange: range.min === range.max ? `${range.min} MAD` : `${range.min}–${range.max} MAD`,
    }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    ...(schemes.length > 0 && { healthPlanNetworkId: schemes }),
    ...(doctor.accepts_new_patients !== undefined && { isAcceptingNewPatients: doctor.accepts_new_patients }),
  };
}

function articleData(context: HeadContext, post: TBlogPost, canonical: string, home: { name: string; url: string }) {
  const { origin, locale, t, description } = context;
  const author = post.author_details;
  const posting: Json = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    datePublished: post.created_at,
    dateModified: post.updated_at,
    inLanguage: post.lang,
    mainEntityOfPage: canonical,
    url: canonical,
    image: absolute(origin, shareImage(post, origin)),
    author: {
      '@type': 'Person',
      name: authorName(t, author),
      ...(author.doctor && { url: `${origin}${paths.doctor(locale, author.doctor)}` }),
    },
    publisher: publisher(origin),
  };
  return [
    posting,
    breadcrumbs([
      home,
      { name: t('Layout.blog'), url: `${origin}${paths.blogList(locale)}` },
      { name: post.title, url: canonical },
    ]),
  ];
}
