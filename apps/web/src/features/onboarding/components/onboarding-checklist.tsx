import '../onboarding.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** A new doctor's steps to a public, bookable page (decision 056), in the order they are taken. */
export const onboardingSteps = ['profile', 'verification', 'hours', 'visitTypes', 'live'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export interface OnboardingChecklistProps {
  /** Which steps are done. */
  done: Record<OnboardingStep, boolean>;
  /** Where each step is taken (a profile section). */
  links: Record<OnboardingStep, string>;
}

/**
 * A doctor's checklist with its progress (decision 056): complete the profile, send the verification,
 * set the hours and the visit types, then the page is live. Until a moderator verifies the account,
 * a banner says the page is private. Steps are ticked by marks of a fixed size, so answers arriving
 * after the list is shown move nothing.
 */
export function OnboardingChecklist({ done, links }: OnboardingChecklistProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const count = onboardingSteps.filter((step) => done[step]).length;
  const progress = t('Onboarding.progress', {
    done: formatNumber(count, locale),
    total: formatNumber(onboardingSteps.length, locale),
  });
  return (
    <section className="onboarding" aria-labelledby={`${id}-title`}>
      {!done.live && (
        <p className="notice onboarding-private" role="note">
          <strong>{t('Onboarding.privateTitle')}</strong> {t('Onboarding.privateText')}{' '}
          <Link to={links.live}>{t('Onboarding.previewLink')}</Link>
        </p>
      )}
      <h2 id={`${id}-title`}>{t('Onboarding.title')}</h2>
      <p className="onboarding-progress-text" id={`${id}-progress`}>
        {progress}
      </p>
      <progress
        className="onboarding-progress"
        max={onboardingSteps.length}
        value={count}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-progress`}
      />
      <ol className="onboarding-steps">
        {onboardingSteps.map((step) => (
          <li key={step} className={done[step] ? 'is-done' : undefined}>
            <span className="onboarding-mark" aria-hidden="true">
              {done[step] ? '✓' : ''}
            </span>
            <Link to={links[step]}>
              {t(`Onboarding.step.${step}`)}
              <span className="visually-hidden"> ({t(done[step] ? 'Onboarding.done' : 'Onboarding.toDo')})</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
