import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textDirection, type TBlogCard } from '@tabib/shared';
import { formatDate } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { paths } from '../../../lib/paths.ts';
import { authorName, cardSummary, displayableImage, productIconPath, responsiveImage } from './blog-presentation.ts';

/** Cards are laid out 16:9; the attributes reserve that space before the image arrives. */
const imageWidth = 600;
const imageHeight = 338;

/**
 * A post card of product.md §2: image, title, 70-character summary, date and author, with
 * BlogPosting microdata (no JSON-LD: the Content-Security-Policy forbids inline scripts). The whole
 * card is one link, so a click anywhere or Enter opens the post; it is named by the title alone.
 * `first`: the list's first card, whose image a phone paints first, is loaded at once.
 */
export function BlogCard({ card, first = false }: { card: TBlogCard; first?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const detailsId = useId();
  const image = displayableImage(card.image);
  // A post keeps its own language inside a page of another: an Arabic title reads right to left.
  const postLanguage = { lang: card.lang, dir: textDirection(card.lang) };

  return (
    <article className="blog-card" itemScope itemType="https://schema.org/BlogPosting">
      <Link
        to={paths.blogPost(locale, card)}
        className="blog-card-link"
        itemProp="url"
        aria-labelledby={titleId}
        aria-describedby={detailsId}
      >
        {image ? (
          <img
            className="blog-card-image"
            itemProp="image"
            {...responsiveImage(image)}
            sizes="(min-width: 40rem) 22rem, 100vw"
            width={imageWidth}
            height={imageHeight}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <link itemProp="image" href={productIconPath} />
        )}
        <div className="blog-card-body">
          <h2 id={titleId} className="blog-card-title" itemProp="headline" {...postLanguage}>
            {card.title}
          </h2>
          <div id={detailsId} className="blog-card-details">
            <p className="blog-card-summary" itemProp="description" {...postLanguage}>
              {cardSummary(card)}
            </p>
            <p className="blog-card-meta">
              <time itemProp="datePublished" dateTime={card.created_at}>
                {formatDate(card.created_at, locale)}
              </time>
              <meta itemProp="dateModified" content={card.updated_at} />
              <span itemProp="author" itemScope itemType="https://schema.org/Person">
                <Trans
                  t={t}
                  i18nKey="Blog.byAuthor"
                  values={{ name: authorName(t, card.author_details) }}
                  components={{ author: <span itemProp="name" /> }}
                />
              </span>
            </p>
          </div>
        </div>
      </Link>
    </article>
  );
}
