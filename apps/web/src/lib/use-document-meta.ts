import { useEffect } from 'react';

/** Sets the page title ("… · Tabib") and meta description while the calling page is shown. */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Tabib` : 'Tabib';
    if (description !== undefined) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
