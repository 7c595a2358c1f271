import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nearRadiusKm } from '@tabib/shared';
import { formatNumber } from '../../../../lib/intl-format.ts';
import { paths } from '../../../../lib/paths.ts';
import type { DoctorSearchQuery } from '../../../../lib/search-url.ts';
import { useLocale } from '../../../../lib/use-locale.ts';

/** The radii a patient picks from around a position, in km (decision 080). */
const radiusChoices = [2, 5, 10, 20] as const;

/**
 * Above the results of a search around a point or a quarter: what they are around, the radius
 * (around a point) and the order, nearest or best rated. Each choice is a link, so it is a new
 * address that reload, back and a shared link repeat (product.md §10).
 */
export function NearResultsBar({ query }: { query: DoctorSearchQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const radius = Number(query.radius ?? nearRadiusKm.default);
  const nearest = query.order === 'distance';
  const href = (change: DoctorSearchQuery) => paths.home(locale, { ...query, ...change, currentPage: 1 });

  return (
    <div className="near-results-bar">
      {/* Around a position, the results' heading says so. */}
      {!query.near && <p className="near-results-place">{t('NearMe.aroundQuarter', { quarter: query.quarter })}</p>}
      {query.near && (
        <ChoiceLinks
          label={t('NearMe.radius')}
          choices={radiusChoices.map((choice) => ({
            key: String(choice),
            text: t('NearMe.km', { distance: formatNumber(choice, locale) }),
            href: href({ radius: choice }),
            current: choice === radius,
          }))}
        />
      )}
      <ChoiceLinks
        label={t('NearMe.order')}
        choices={[
          { key: 'distance', text: t('NearMe.nearestFirst'), href: href({ order: 'distance' }), current: nearest },
          { key: 'rank', text: t('NearMe.bestFirst'), href: href({ order: undefined }), current: !nearest },
        ]}
      />
    </div>
  );
}

interface Choice {
  key: string;
  text: string;
  href: string;
  current: boolean;
}

/** A labelled row of links, the current one marked for screen readers and drawn filled. */
function ChoiceLinks({ label, choices }: { label: string; choices: Choice[] }) {
  const id = useId();
  return (
    <div className="near-choices" role="group" aria-labelledby={id}>
      <span id={id} className="near-choices-label">
        {label}
      </span>
      {choices.map((choice) => (
        <Link
          key={choice.key}
          to={choice.href}
          className="near-choice"
          aria-current={choice.current ? 'true' : undefined}
          preventScrollReset
        >
          {choice.text}
        </Link>
      ))}
    </div>
  );
}
