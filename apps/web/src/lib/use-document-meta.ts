import { useEffect } from 'react';

/** What a shared link of the page previews (Open Graph and Twitter card tags). */
export interface ShareMeta {
  /** Absolute address of the preview image. */
  image: string;
  /** og:type: `article` for a blog post. */
  type: 'website' | 'article';
}

/** The <meta> tag named `key` (`name=` or, for Open Graph, `property=`), created when missing. */
function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  return meta;
}

/** Writes the share tags and returns a function that removes them again. */
function setShareTags(title: string, description: string | undefined, share: ShareMeta): () => void {
  const tags: Array<[attribute: 'name' | 'property', key: string, content: string | undefined]> = [
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:type', share.type],
    ['property', 'og:image', share.image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:image', share.image],
  ];
  const written = tags.flatMap(([attribute, key, content]) => {
    if (content === undefined) return [];
    const meta = metaTag(attribute, key);
    meta.content = content;
    return [meta];
  });
  return () => {
    for (const meta of written) meta.remove();
  };
}

/**
 * Sets the page title ("… · Tabib") and meta description while the calling page is shown, and with
 * `share` the tags a shared link previews; those are removed when the page goes, so another page
 * never shares this one's image.
 */
export function useDocumentMeta(title: string, description?: string, share?: ShareMeta): void {
  useEffect(() => {
    document.title = title ? `${title} · Tabib` : 'Tabib';
    if (description !== undefined) metaTag('name', 'description').content = description;
  }, [title, description]);

  const shareImage = share?.image;
  const shareType = share?.type;
  useEffect(() => {
    if (shareImage === undefined || shareType === undefined) return;
    return setShareTags(title, description, { image: shareImage, type: shareType });
  }, [title, description, shareImage, shareType]);
}
