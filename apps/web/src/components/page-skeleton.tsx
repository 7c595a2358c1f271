import './page-skeleton.css';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { AdminPage, ProfileSection } from '../lib/paths.ts';
import { DocumentMeta } from './document-meta.tsx';

/** Nothing to subscribe to: whether the page is hydrated changes once, by React's own re-render. */
const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup, true afterwards and on a
 * page the browser renders itself. React renders again with `true` right after hydrating.
 */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface PrivatePageProps {
  /** What the server renders, and the browser hydrates, before the reader's session is known. */
  skeleton: ReactNode;
  children: ReactNode;
}

/**
 * A page that needs the reader's session (kept in local storage, decision 003): the server renders
 * its skeleton inside the site's layout, and the page replaces it once hydrated (decision 057). The
 * frame keeps at least a screen's height so the footer stays below the fold whatever the page's
 * content turns out to be: nothing the reader sees moves when it arrives.
 */
export function PrivatePage({ skeleton, children }: PrivatePageProps) {
  const hydrated = useAfterHydration();
  return <div className="private-page">{hydrated ? children : skeleton}</div>;
}

/** A grey box standing for a line of text, a control or a row not read yet. */
function Bone({ kind }: { kind: 'nav' | 'tab' | 'row' | 'heading' }) {
  return <span className={`skeleton-bone skeleton-bone-${kind}`} aria-hidden="true" />;
}

function Bones({ kind, count }: { kind: 'nav' | 'tab' | 'row'; count: number }) {
  return Array.from({ length: count }, (_, index) => <Bone key={index} kind={kind} />);
}

/** What assistive technology hears while the skeleton stands: the loading view's words. */
function LoadingStatus() {
  const { t } = useTranslation();
  return (
    <p className="visually-hidden" role="status">
      {t('Common.loading')}
    </p>
  );
}

export interface SectionSkeletonProps {
  /** How many rows the section's list or form is expected to show. */
  rows?: number;
  /** The section has tabs above its content (the agenda's parts). */
  tabs?: boolean;
  /** The section lists in groups, each under its own heading (my appointments: upcoming, past). */
  groups?: number;
}

/** A profile or admin section still loading: its tabs, headings and rows, sized like the real ones. */
export function SectionSkeleton({ rows = 3, tabs = false, groups = 1 }: SectionSkeletonProps) {
  return (
    <div className="section-skeleton" aria-busy="true">
      <LoadingStatus />
      {tabs && (
        <div className="skeleton-tabs">
          <Bones kind="tab" count={4} />
        </div>
      )}
      {Array.from({ length: groups }, (_, index) => (
        <div className="skeleton-group" key={index}>
          {(groups > 1 || tabs) && <Bone kind="heading" />}
          <Bones kind="row" count={index === 0 ? rows : 1} />
        </div>
      ))}
    </div>
  );
}

/** Each profile section's content while it loads, as the section lays it out. */
const profileSections: Record<ProfileSection, SectionSkeletonProps> = {
  account: { rows: 4 },
  agenda: { tabs: true, rows: 3 },
  appointments: { groups: 2, rows: 2 },
  relatives: { rows: 2 },
  verification: { rows: 3 },
  preview: { rows: 4 },
  practice: { rows: 6 },
  updatePassword: { rows: 3 },
  followingDoctors: { rows: 3 },
  ratings: { rows: 3 },
  blogs: { rows: 3 },
  myData: { rows: 2 },
};

/** Sections only a doctor account lists: the sidebar of an address naming one has the doctor's eleven. */
const doctorSections = new Set<ProfileSection>(['agenda', 'verification', 'preview', 'practice']);

function isProfileSection(name: string | null): name is ProfileSection {
  return name !== null && Object.hasOwn(profileSections, name);
}

/**
 * The profile before the session is known: the sidebar, the heading of the section the address
 * names (profile-page.tsx falls back to the account as well) and its rows.
 */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('section');
  const section = isProfileSection(requested) ? requested : 'account';
  return (
    <div className="profile-layout">
      <DocumentMeta title={t('Pages.profile')} />
      <div className="profile-nav" aria-hidden="true">
        <Bones kind="nav" count={doctorSections.has(section) ? 11 : 8} />
      </div>
      <section className="profile-section" aria-labelledby="profile-heading">
        <h1 id="profile-heading">{t(`Profile.${section}`)}</h1>
        <SectionSkeleton {...profileSections[section]} />
      </section>
    </div>
  );
}

const adminTitles: Record<AdminPage, string> = {
  verifications: 'Admin.verificationsTitle',
  reports: 'Admin.reportsTitle',
  log: 'Admin.logTitle',
};

/** The admin area before the session is known: its sections, the heading of the page in the address and rows. */
export function AdminSkeleton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pathname.split('/').filter(Boolean)[2] ?? '';
  const title = t(Object.hasOwn(adminTitles, page) ? adminTitles[page as AdminPage] : 'Admin.overviewTitle');
  return (
    <div className="admin-layout">
      <DocumentMeta title={title} />
      <div className="admin-nav" aria-hidden="true">
        <Bones kind="nav" count={3} />
      </div>
      <div className="admin-main">
        <h1>{title}</h1>
        <SectionSkeleton rows={3} />
      </div>
    </div>
  );
}
