import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/**
 * A search that found nobody: says so and, when the search narrowed anything down, offers to clear
 * it. Rarely shown, so loaded on demand with the search's other parts (search-parts.ts).
 */
export function EmptyResults({ searched }: { searched: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="empty-state">
      <p>{t('Search.noResults')}</p>
      {searched && (
        <>
          <p className="muted">{t('Search.noResultsHint')}</p>
          <p>
            <Link to={paths.home(locale)} className="button">
              {t('Search.clearFilters')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
