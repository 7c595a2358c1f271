import { useEffect, useMemo, useState } from 'react';
import { loadedSanitizer, loadRichTextSanitizer } from '../lib/rich-text-sanitizer.ts';
import { htmlToText } from '../lib/text-excerpt.ts';

export { loadRichTextSanitizer };

export interface RichTextProps {
  /** HTML the server already sanitised; it is sanitised again here before rendering (product.md §10). */
  html: string;
  className: string;
  dir?: 'auto' | 'ltr' | 'rtl';
  /** The text's language when it may differ from the page's. */
  lang?: string | undefined;
}

/**
 * User HTML (doctor descriptions, blog posts) sanitised with the editor's allow-list. Until the
 * sanitiser arrives, the text is shown without its formatting.
 */
export function RichText({ html, className, dir, lang }: RichTextProps) {
  const [sanitizer, setSanitizer] = useState(loadedSanitizer);
  useEffect(() => {
    if (sanitizer) return;
    let current = true;
    // The sanitiser is a function: wrapped, so React stores it instead of calling it as an updater.
    loadRichTextSanitizer().then(
      (loaded) => current && setSanitizer(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sanitizer]);

  const safeHtml = useMemo(() => sanitizer?.(html), [sanitizer, html]);
  const text = useMemo(() => (safeHtml === undefined ? htmlToText(html) : ''), [safeHtml, html]);

  if (safeHtml === undefined) {
    return (
      <div className={className} dir={dir} lang={lang} data-rich-text>
        <p>{text}</p>
      </div>
    );
  }
  return (
    <div className={className} dir={dir} lang={lang} data-rich-text dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
