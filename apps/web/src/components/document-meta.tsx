import { useTranslation } from 'react-i18next';

/** What a shared link of the page previews (Open Graph and Twitter card tags). */
export interface ShareMeta {
  /** Absolute address of the preview image. */
  image: string;
  /** og:type: `article` for a blog post. */
  type: 'website' | 'article';
}

export interface DocumentMetaProps {
  /** The page's own title; " · Tabib" is added. Empty: "Tabib" alone. */
  title: string;
  /** The page's meta description; the site's own when the page has none. */
  description?: string | undefined;
  /** The tags a shared link previews; gone with the page, so another page never shares its image. */
  share?: ShareMeta | undefined;
}

/**
 * The page head of the calling page, as React 19 hoists <title> and <meta> into <head> and removes
 * them with the page (issue 9). Each page renders exactly one; main.tsx hands the head tags that
 * index.html and the server wrote over to these (decision 021).
 */
export function DocumentMeta({ title, description, share }: DocumentMetaProps) {
  const { t } = useTranslation();
  const fullTitle = title ? `${title} · Tabib` : 'Tabib';
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? t('Home.metaDescription')} />
      {share && (
        <>
          <meta property="og:title" content={title} />
          {description !== undefined && <meta property="og:description" content={description} />}
          <meta property="og:type" content={share.type} />
          <meta property="og:image" content={share.image} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:image" content={share.image} />
        </>
      )}
    </>
  );
}
